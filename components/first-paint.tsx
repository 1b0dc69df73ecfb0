import type { ReactNode } from 'react';
import { firstPaintAttribute } from '@/lib/first-paint.mjs';

/**
 * What the page's first paint draws, where the largest text of its first screen follows the
 * opening: an entry's body, a list's entries, the whole short 404 page. Held back behind the opening, that text was
 * drawn one stylesheet round trip later, and the Largest Contentful Paint with it. What follows is
 * read once the stylesheet is in (scripts/lib/first-paint-hold.mjs), which holds the rest after
 * the outermost mark: the opening's own, inside, changes nothing.
 */
export function FirstPaint({ children }: { children: ReactNode }) {
  return <div {...{ [firstPaintAttribute]: '' }}>{children}</div>;
}
