'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localePath } from '@/lib/i18n/paths';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

/**
 * A link to a site address, spelled in the language of the page it is on: "/contact" on
 * /pt/welcome leads to /pt/contact. Content and the route registry name English addresses; every
 * internal link passes through here, so each page's links stay in its language.
 */
export function LocalLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const locale = useAddressLocale();
  return <Link href={localePath(href, locale)} {...props} />;
}
