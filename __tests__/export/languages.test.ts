/**
 * @jest-environment node
 */
// Every exported page of every language, read from out/ as a search engine reads it: its
// language, its canonical address, its counterparts in the other languages, and links that keep
// a visitor in the language they chose. Browsers load one page of each template elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '@/lib/content/site';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import { allSitePages } from '@/lib/routes';
import { siteFiles } from '@/lib/site-files';
import {
  attribute,
  elements,
  firstElement,
  hasAttribute,
  parsePage,
} from '../../scripts/lib/html-tree.mjs';

const outDir = path.join(process.cwd(), 'out');
const siteUrl = loadSite().url;
const pages = allSitePages().filter((page) => !page.redirectTo);
const html = (address: string) =>
  fs.readFileSync(path.join(outDir, `${address === '/' ? 'index' : address}.html`), 'utf8');

type Element = { tagName: string };
const elementsNamed = (tree: unknown, tagName: string): Element[] =>
  [...elements(tree)].filter((element: Element) => element.tagName === tagName);

/** The site addresses a page links to, but the language switcher's (which names each language). */
function internalLinks(tree: unknown): string[] {
  return elementsNamed(tree, 'a')
    .filter((link) => !hasAttribute(link, 'hreflang'))
    .map((link) => attribute(link, 'href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/**
 * Dates and prices written the English way ("18 November 2026", "€38"): a translated page writes
 * them as its market does ("18 de novembro de 2026", "38 €").
 */
const ENGLISH_FORMATS =
  /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|€\d/g;

/** Files that are not pages of a language: the API and the framework's assets. */
const LANGUAGE_FREE = /^\/(api|_next|img|cards|marks|pagefind)\//;
/** The site's files that are one for every language (the sitemap, robots.txt). */
const SITE_WIDE = new Set<string>(
  Object.values(siteFiles)
    .filter((file) => !file.perLanguage)
    .map((file) => file.path),
);

describe.each(locales.map((locale) => [locale]))('%s', (locale: Locale) => {
  const own = pages.filter((page) => page.locale === locale);

  it('has every page English has', () => {
    expect(own.map((page) => page.route)).toEqual(
      pages.filter((page) => page.locale === 'en').map((page) => page.route),
    );
  });

  it.each(own.map((page) => [page.path]))(
    '%s: its language, its own canonical, every counterpart, links and formats in its language',
    (address) => {
      const page = html(address);
      const tree = parsePage(page);
      expect(attribute(firstElement(tree, 'html'), 'lang')).toBe(languageTags[locale]);
      const links = elementsNamed(firstElement(tree, 'head'), 'link');
      const rel = (name: string) => links.filter((link) => attribute(link, 'rel') === name);
      expect(rel('canonical').map((link) => attribute(link, 'href'))).toEqual([
        `${siteUrl}${address}`,
      ]);
      const alternates = Object.fromEntries(
        rel('alternate')
          .filter((link) => hasAttribute(link, 'hreflang'))
          .map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
      );
      const route = pages.find((entry) => entry.path === address)!.route;
      expect(alternates).toEqual({
        ...Object.fromEntries(
          locales.map((other) => [languageTags[other], `${siteUrl}${localePath(route, other)}`]),
        ),
        'x-default': `${siteUrl}${route}`,
      });
      const strays = internalLinks(tree).filter(
        (href) =>
          !LANGUAGE_FREE.test(href) && !SITE_WIDE.has(href) && localeOfPath(href) !== locale,
      );
      expect(strays).toEqual([]);
      if (locale !== 'en') expect(page.match(ENGLISH_FORMATS) ?? []).toEqual([]);
    },
  );
});

it('lists every public page of every language in the sitemap, each with its counterparts', () => {
  const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const expected = allSitePages()
    .filter((page) => !page.unlisted)
    .map((page) => `${siteUrl}${page.path}`);
  expect(listed.sort()).toEqual(expected.sort());
  const alternates = sitemap.match(/<xhtml:link rel="alternate"/g) ?? [];
  expect(alternates).toHaveLength(listed.length * (locales.length + 1));
});

it.each(locales.map((locale) => [localePath('/feed.xml', locale), locale] as const))(
  '%s is the news feed in its language',
  (address, locale) => {
    const feed = fs.readFileSync(path.join(outDir, address), 'utf8');
    expect(feed).toContain(`<language>${languageTags[locale].toLowerCase()}</language>`);
    expect(feed).toContain(`<link>${siteUrl}${localePath('/news', locale)}</link>`);
  },
);
