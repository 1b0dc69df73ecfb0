'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localeOfPath, localePath } from '@/lib/i18n/paths';

/**
 * A link to a site address, spelled in the language of the page it is on: "/contact" on
 * /pt/welcome leads to /pt/contact. Content and the route registry name English addresses; every
 * internal link passes through here, so each page's links stay in its language.
 */
export function LocalLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const locale = localeOfPath(usePathname() ?? '/');
  return <Link href={localePath(href, locale)} {...props} />;
}
