import type { Locale } from '@/lib/i18n/locales';

/** This page in each language (lib/routes languageLinks), and each language's own name. */
export interface PageLanguages {
  links: Record<Locale, string>;
  names: Record<Locale, string>;
}
