import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { TextLink } from '@/components/text-link';
import { loadSearch } from '@/lib/content/search';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { sitePages } from '@/lib/routes';
import { siteFiles } from '@/lib/site-files';

let mockLocale: Locale = 'en';
jest.mock('@/lib/i18n/page-locale', () => ({ pageLocale: () => mockLocale }));

const appDir = path.join(process.cwd(), 'app');

/** Where app/ serves a site file from: a route of its own in each language, or one at the root. */
const modulesOf = ({ path: file, perLanguage }: { path: string; perLanguage: boolean }) =>
  perLanguage
    ? [`[locale]${file}/route.ts`, `(en)${file}/route.ts`]
    : [`${file.replace(/\.\w+$/, '')}.ts`];

/** Every address the build makes in `locale`: its pages (lib/routes.ts) and the site's files. */
const addressesIn = (locale: Locale) =>
  new Set([
    ...sitePages(locale).map((page) => page.path),
    ...Object.values(siteFiles).map((file) =>
      file.perLanguage ? localePath(file.path, locale) : file.path,
    ),
  ]);

describe('the files the site serves beside its pages (lib/site-files.ts)', () => {
  it.each(Object.values(siteFiles).map((file) => [file.path, file]))(
    '%s is served from app/ as the registry says (one per language, or one for all)',
    (_path, file) => {
      for (const served of modulesOf(file))
        expect(fs.existsSync(path.join(appDir, served)) ? served : `${served} missing`).toBe(
          served,
        );
      if (!file.perLanguage)
        expect(fs.existsSync(path.join(appDir, '[locale]', path.basename(file.path)))).toBe(false);
    },
  );

  // The search page's no-script links (content/<locale>/messages.yaml): /pt/sitemap.xml answered 404.
  it.each(locales)('the %s search page links only addresses the build makes', (locale) => {
    mockLocale = locale;
    const addresses = addressesIn(locale);
    const links = loadSearch(locale).noScript.links.map(({ href, label }) => {
      const { container, unmount } = render(
        <TextLink href={href} file>
          {label}
        </TextLink>,
      );
      const address = container.querySelector('a')!.getAttribute('href')!;
      unmount();
      return address;
    });
    expect(links.filter((address) => !addresses.has(address))).toEqual([]);
    expect(links.length).toBeGreaterThan(0);
  });
});
