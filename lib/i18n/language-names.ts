import { languageTags, locales, type Locale } from './locales';

/** A language's name as `written` writes it in the middle of a sentence: "inglês" in Portuguese. */
export function languageNameIn(locale: Locale, written: Locale): string {
  return (
    new Intl.DisplayNames([languageTags[written]], { type: 'language' }).of(locale) ??
    languageTags[locale]
  );
}

/**
 * A language's name in itself, as its speakers write it at the start of a line: "Português".
 * The language switcher shows it, and the support mail names the language a visitor wrote in.
 */
export function languageName(locale: Locale): string {
  const tag = languageTags[locale];
  const name = languageNameIn(locale, locale);
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** Every language's own name, for the language switcher (server-side, so no page ships `Intl`'s). */
export const languageNames = (): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, languageName(locale)])) as Record<
    Locale,
    string
  >;
