import { cache } from 'react';
import { defaultLocale, type Locale } from './locales';

/**
 * The language of the page being rendered, for the content loaders deep in the tree. Server
 * components have no context, and one page module serves every language (app/[locale]/… and its
 * English twin in app/(en)/…), so the layout, the page and generateMetadata each name the language
 * once, from the address, and everything they render reads it here. `cache` keeps one holder per
 * render; outside a render (build scripts, tests) the language is English unless named.
 */
const holder = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setPageLocale(locale: Locale): void {
  holder().locale = locale;
}

export function pageLocale(): Locale {
  return holder().locale;
}
