/**
 * @jest-environment node
 */
// What the law asks every page to link, on every exported page of every language (the registry's
// pages): the legal notice in the page's language, and Portugal's electronic complaints book,
// which the page of a Portuguese trader links wherever its reader lives.
import fs from 'node:fs';
import path from 'node:path';
import { COMPLAINTS_BOOK_HOST } from '@/lib/content/legal-rules';
import { locales } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { contentPages, pageRoute } from '@/lib/routes';
import { attribute, elements, parsePage } from '../../scripts/lib/html-tree.mjs';

const outDir = path.join(process.cwd(), 'out');
const LEGAL_NOTICE = pageRoute('/legalnotice').path;

/** Every address a page links to. */
function linksOf(address: string): string[] {
  const tree = parsePage(fs.readFileSync(path.join(outDir, `${address}.html`), 'utf8'));
  return [...elements(tree)]
    .filter((element: { tagName: string }) => element.tagName === 'a')
    .map((link) => attribute(link, 'href') ?? '');
}

const hostOf = (href: string) => (URL.canParse(href) ? new URL(href).hostname : '');

describe.each(locales.map((locale) => [locale]))('%s', (locale) => {
  const pages = contentPages(locale).map((page) => page.path);

  it('has pages to look at', () => expect(pages.length).toBeGreaterThan(20));

  it.each(pages.map((page) => [page]))(
    '%s links the legal notice and the complaints book',
    (address) => {
      const links = linksOf(address);
      expect(links).toContain(localePath(LEGAL_NOTICE, locale));
      expect(links.map(hostOf)).toContain(COMPLAINTS_BOOK_HOST);
    },
  );
});
