import { languageTags, translatedLocales, type Locale } from '@/lib/i18n/locales';

/**
 * The export has one 404 page for every address (the CDN serves 404.html), yet a visitor who
 * mistyped /pt/… should read it in Portuguese. The page holds its words in each language and this
 * script, run before the body is drawn, names the address's language on <html> (lang, and
 * data-locale, which the CSS of each language's block reads). Without JavaScript the page stays
 * in English.
 */
export function notFoundLanguageScript(): string {
  const tags = Object.fromEntries(
    translatedLocales.map((locale) => [locale, languageTags[locale]]),
  );
  return (
    `(function(){var t=${JSON.stringify(tags)},` +
    `m=location.pathname.match(/^\\/(${translatedLocales.join('|')})(?:\\/|$)/);` +
    `if(!m)return;var d=document.documentElement;d.lang=t[m[1]];d.dataset.locale=m[1]})()`
  );
}

/**
 * Each language's block is drawn only when <html data-locale> names it; English is drawn unless
 * another is named. Whole class names, so Tailwind finds them.
 */
export const shownIn: Record<Locale, string> = {
  en: 'contents in-data-[locale=pt]:hidden in-data-[locale=es]:hidden in-data-[locale=fr]:hidden',
  pt: 'hidden in-data-[locale=pt]:contents',
  es: 'hidden in-data-[locale=es]:contents',
  fr: 'hidden in-data-[locale=fr]:contents',
};
