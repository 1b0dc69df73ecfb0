import { loadUi } from '@/lib/content/ui';
import { defaultLocale, languageTags, translatedLocales, type Locale } from '@/lib/i18n/locales';

/**
 * The export has one 404 page for every address (the CDN serves 404.html), yet a visitor who
 * mistyped /pt/… should read it in Portuguese. The page holds its words in each language and this
 * script, run before the body is drawn, names the address's language on <html> (lang, title and
 * data-locale, which the CSS of each language's block reads). Without JavaScript the page stays
 * in English.
 */
export function notFoundLanguageScript(): string {
  const byLocale = Object.fromEntries(
    translatedLocales.map((locale) => [
      locale,
      { tag: languageTags[locale], title: loadUi(locale).notFound.title },
    ]),
  );
  return (
    `(function(){var l=${JSON.stringify(byLocale)},` +
    `m=location.pathname.match(/^\\/(${translatedLocales.join('|')})(?:\\/|$)/);` +
    `if(!m)return;var d=document.documentElement;d.lang=l[m[1]].tag;d.dataset.locale=m[1];` +
    `document.title=document.title.replace(${JSON.stringify(loadUi(defaultLocale).notFound.title)},l[m[1]].title)})()`
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
