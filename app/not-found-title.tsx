'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

/**
 * The 404 page's title in the address's language. The language script of the page names the
 * language before the body is drawn, but hydration writes the page's (English) title back, so the
 * title follows once hydrated.
 */
export function NotFoundTitle({ titles }: { titles: Record<Locale, string> }) {
  const locale = useAddressLocale();
  useEffect(() => {
    document.title = titles[locale];
  }, [locale, titles]);
  return null;
}
