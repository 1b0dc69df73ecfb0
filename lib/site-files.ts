import type { Locale } from './i18n/locales';
import { localePath } from './i18n/paths';

/**
 * The files the site serves beside its pages (lib/routes.ts lists the pages): links to them are
 * plain <a>, not the router's. The news feed is one per language (app/[locale]/feed.xml); the
 * sitemap and robots.txt are one for the whole site, at its root (app/sitemap.ts, app/robots.ts):
 * the sitemap lists every language's pages, so /pt/sitemap.xml does not exist.
 */
export const siteFiles = {
  feed: { path: '/feed.xml', perLanguage: true },
  sitemap: { path: '/sitemap.xml', perLanguage: false },
  robots: { path: '/robots.txt', perLanguage: false },
} as const;

export type SiteFile = (typeof siteFiles)[keyof typeof siteFiles];

/**
 * The address of a site file (as copy writes it: /feed.xml, /sitemap.xml) from a page in `locale`:
 * the language's own feed (/pt/feed.xml), the one sitemap (/sitemap.xml). Another address is a
 * page's, in the language.
 */
export function siteFilePath(path: string, locale: Locale): string {
  const file = Object.values(siteFiles).find((entry) => entry.path === path);
  return file && !file.perLanguage ? path : localePath(path, locale);
}
