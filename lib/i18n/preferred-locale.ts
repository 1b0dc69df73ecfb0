import { isLocale, type Locale } from './locales';

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the site
 * is written in, matched by its primary subtag: pt-BR reads Portuguese, en-US English.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  return languages.map((tag) => tag.split('-')[0].toLowerCase()).find(isLocale);
}
