'use client';

import Link from 'next/link';
import { useEffect, type ComponentProps } from 'react';
import { localePath } from '@/lib/i18n/paths';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

/**
 * Turns on the site's whole stylesheet. A page arrives with only the rules it uses, inlined, and
 * the stylesheet's link disabled (scripts/inline-css.mjs); a page this link opens on the client
 * may need the rest, so it is fetched once the page is hydrated, before any link is followed.
 */
function useWholeStylesheet() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[disabled]'))
      link.disabled = false;
  }, []);
}

/**
 * A link to a site address, spelled in the language of the page it is on: "/contact" on
 * /pt/welcome leads to /pt/contact. Content and the route registry name English addresses; every
 * internal link passes through here, so each page's links stay in its language.
 */
export function LocalLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const locale = useAddressLocale();
  useWholeStylesheet();
  return <Link href={localePath(href, locale)} {...props} />;
}
