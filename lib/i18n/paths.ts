// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
import { defaultLocale, type Locale, translatedLocales } from './locales';

/**
 * A site address in a language: English keeps the spec's addresses (/welcome), the others carry
 * their prefix (/pt/welcome; the home page "/" is "/pt"). Addresses elsewhere (https:, mailto:)
 * and in-page anchors (#…) are left as they are, as is an address already in a language.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeOfPath(path) !== defaultLocale) return path;
  return path === '/'
    ? `/${locale}`
    : /^\/[?#]/.test(path)
      ? `/${locale}${path.slice(1)}`
      : `/${locale}${path}`;
}

/** The language of a site address: its prefix, or English where it has none. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1];
  return translatedLocales.find((locale) => locale === first) ?? defaultLocale;
}

/** An address without its language prefix: "/pt/welcome" -> "/welcome", "/pt" -> "/". */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}
