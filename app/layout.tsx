import type { ReactNode } from 'react';

/**
 * Every page's outermost layout renders only its children: the document itself (`<html lang>`,
 * with the stylesheet)
 * comes from the language's layout, app/(en)/layout.tsx or app/[locale]/layout.tsx, and the 404
 * page, which serves every language, draws its own (app/global-not-found.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
