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

const outDir = path.join(process.cwd(), 'out');
const siteUrl = loadSite().url;
const pages = allSitePages().filter((page) => !page.redirectTo);
const html = (address: string) =>
  fs.readFileSync(path.join(outDir, `${address === '/' ? 'index' : address}.html`), 'utf8');

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The site addresses a page links to, but the language switcher's (which names each language). */
function internalLinks(page: string): string[] {
  return [...page.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !attribute(tag, 'hrefLang'))
    .map((tag) => attribute(tag, 'href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/**
 * Dates and prices written the English way ("18 November 2026", "€38"): a translated page writes
 * them as its market does ("18 de novembro de 2026", "38 €").
 */
const ENGLISH_FORMATS =
  /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|€\d/g;

/** Files that are not pages of a language: the API and the framework's assets. */
const LANGUAGE_FREE = /^\/(api|_next|img|cards|payment-marks|pagefind)\//;

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
      const head = page.slice(0, page.indexOf('</head>'));
      expect(attribute(/<html\b[^>]*>/.exec(page)![0], 'lang')).toBe(languageTags[locale]);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
      expect(canonical).toBe(`${siteUrl}${address}`);
      const alternates = Object.fromEntries(
        [...head.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map(
          ([, tag, href]) => [tag, href],
        ),
      );
      const route = pages.find((entry) => entry.path === address)!.route;
      expect(alternates).toEqual({
        ...Object.fromEntries(
          locales.map((other) => [languageTags[other], `${siteUrl}${localePath(route, other)}`]),
        ),
        'x-default': `${siteUrl}${route}`,
      });
      const strays = internalLinks(page).filter(
        (href) => !LANGUAGE_FREE.test(href) && localeOfPath(href) !== locale,
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
