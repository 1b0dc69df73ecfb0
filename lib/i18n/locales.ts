// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * The site's languages. English is the source every translation follows and keeps the spec's
 * addresses (/welcome); the others live under their prefix (/pt/welcome).
 */
export const defaultLocale = 'en';
export const translatedLocales = ['pt', 'es', 'fr'] as const;
export const locales = [defaultLocale, ...translatedLocales] as const;

export type Locale = (typeof locales)[number];
export type TranslatedLocale = (typeof translatedLocales)[number];

/**
 * Each language as `<html lang>`, hreflang and `Intl` know it: the market it is written for.
 * English is written for Europe, in British spelling and formats ("21 November 2026", "€49").
 */
export const languageTags: Record<Locale, string> = {
  en: 'en-GB',
  pt: 'pt-PT',
  es: 'es-ES',
  fr: 'fr-FR',
};

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}
