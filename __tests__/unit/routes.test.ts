import fs from 'node:fs';
import path from 'node:path';
import firebaseJson from '../../firebase.json';
import {
  contentPages,
  generatedRoutes,
  menuLinks,
  pageRoutes,
  rootRedirect,
  allSitePages,
  sitePages,
  staticParams,
  templatePages,
} from '@/lib/routes';
import { loadNewsPage } from '@/lib/content/news';
import { loadUi } from '@/lib/content/ui';
import { fill } from '@/lib/format';
import { translatedLocales } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { redirectFor } from '../../scripts/lib/hosting-redirect.mjs';
import { specMenu, specRoutes } from '../support/spec';

const appDir = path.join(process.cwd(), 'app');

/**
 * Every page.tsx under app/, as the registry spells its address ("/jobs/[slug]", "/bsr"), with
 * whether it is a page module under app/[locale]/ or its English twin.
 */
function appPages(dir = appDir): { route: string; localized: boolean; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appPages(path.join(dir, entry.name));
    if (entry.name !== 'page.tsx') return [];
    const segments = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    const localized = segments[0] === '[locale]';
    const file = path.join(dir, entry.name);
    return [{ route: `/${segments.slice(localized ? 1 : 0).join('/')}`, localized, file }];
  });
}

const localizedRoutes = appPages()
  .filter((page) => page.localized)
  .map((page) => page.route);
const englishPages = appPages().filter((page) => !page.localized);
const englishRoutes = englishPages.map((page) => page.route);

/** Whether an app/ route such as "/jobs/[slug]" builds the address "/jobs/senior-engineer". */
const builds = (route: string, address: string) =>
  new RegExp(`^${route.replace(/\[\w+\]/g, '[^/]+')}$`).test(address);

const registered = [rootRedirect, ...pageRoutes, ...generatedRoutes].map((route) => route.path);

describe('the route registry (lib/routes.ts)', () => {
  // Read once: every language's content, for the tests below that look at all the pages.
  const everyPage = allSitePages();

  it.each(localizedRoutes)('lists %s, which has a page under app/[locale]/', (route) => {
    expect(registered).toContain(route);
  });

  it.each(registered)('%s has a page under app/[locale]/', (route) => {
    expect(localizedRoutes).toContain(route);
  });

  // English keeps the spec's addresses (/about), and a static export has nothing that would serve
  // them from app/[locale]/'s /en/about: Hosting's rewrites cannot carry a matched path into their
  // destination, the client router asks for a page's data at the address it links, and `next dev`
  // serves only what app/ holds. So each page module has a twin without the prefix (app/(en)/)
  // that holds nothing but the re-export; a page in one place only would exist in one language or
  // in three.
  it('gives every page under app/[locale]/ its English twin at the unprefixed address, and no other page', () => {
    expect([...englishRoutes].sort()).toEqual([...localizedRoutes].sort());
  });

  it.each(englishPages.map((page) => [page.route, page.file]))(
    '%s in English only re-exports its app/[locale]/ page, with the segment settings Next reads from the file itself',
    (_route, file) => {
      const twin = path
        .relative(process.cwd(), file)
        .replace(/^app\/\(en\)\//, 'app/[locale]/')
        .replace(/\.tsx$/, '');
      const reexport = new RegExp(
        `^export \\{[\\w\\s,]+\\} from '@/${twin.replace(/[[\]().]/g, '\\$&')}'$`,
      );
      const statements = fs
        .readFileSync(file, 'utf8')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      expect(
        statements.filter(
          (statement) =>
            !reexport.test(statement) && statement !== 'export const dynamicParams = false',
        ),
      ).toEqual([]);
      expect(statements.some((statement) => reexport.test(statement))).toBe(true);
    },
  );

  // The page draws the shell (components/shell/site-page.tsx) with its language menu's links, which
  // it finds from the route it names: a page naming another would link another page's languages.
  it.each(appPages().filter((page) => page.localized))(
    '$route names its own route to sitePage',
    ({ route, file }) => {
      const named = [...fs.readFileSync(file, 'utf8').matchAll(/sitePage\('([^']*)'/g)];
      expect(named.map((match) => match[1])).toEqual([route]);
    },
  );

  it('lists every route once', () => {
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each(pageRoutes.map((route) => [route.path, route] as const))(
    '%s has a content file with a heading and a label',
    (_path, route) => {
      const head = route.head();
      expect(head.heading).toBeTruthy();
      expect(head.label).toBeTruthy();
    },
  );

  it.each(generatedRoutes.map((route) => [route.path, route] as const))(
    '%s builds at least one page, each from its content',
    (path, route) => {
      const pages = route.pages('en');
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page.heading || page.redirectTo).toBeTruthy();
      expect(staticParams(path)).toHaveLength(pages.length);
    },
  );

  it('gives every page in every language its own address, one that an app/ route builds', () => {
    const pages = everyPage;
    const addresses = pages.map((page) => page.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    const stray = pages.filter((page) => !registered.some((route) => builds(route, page.route)));
    expect(stray).toEqual([]);
  });

  it.each(translatedLocales)(
    'builds in %s every page English has, at its prefixed address',
    (locale) => {
      const english = sitePages('en');
      const translated = sitePages(locale);
      expect(translated.map((page) => page.route)).toEqual(english.map((page) => page.route));
      for (const page of translated) expect(page.path).toBe(localePath(page.route, locale));
    },
  );

  it('holds every route of the spec', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(specRoutes.filter((route) => !paths.includes(`/${route}`))).toEqual([]);
  });

  it("makes the side menu the spec's four entries, in order", () => {
    expect(menuLinks().map((link) => [link.label, link.href])).toEqual(specMenu);
  });

  it.each(firebaseJson.hosting.redirects.map((rule) => [rule.source, rule] as const))(
    'has a page for the CDN redirect from %s (firebase.json), going to the same place',
    (_source, rule) => {
      const redirected = everyPage
        .filter((page) => page.redirectTo)
        .flatMap((page) => {
          const redirect = redirectFor([rule], page.path);
          return redirect ? [[redirect.location, page.redirectTo]] : [];
        });
      expect(redirected.length).toBeGreaterThan(0);
      for (const [cdn, page] of redirected) expect(cdn).toBe(page);
    },
  );
});

it.each(translatedLocales.map((locale) => [locale]))(
  'the later pages of a list are named in their language (%s)',
  (locale) => {
    const later = sitePages(locale).find((page) => page.route === '/news/page/2')!;
    expect(later.heading).toBe(
      fill(loadUi(locale).pagination.numbered, { name: loadNewsPage(locale).heading, page: 2 }),
    );
  },
);

describe('content pages', () => {
  it('every content/pages file belongs to a route', () => {
    const routes = pageRoutes.map((route) => route.path);
    const orphans = fs
      .readdirSync(path.join(process.cwd(), 'content/pages'))
      .map((name) => `/${name.replace(/\.yaml$/, '')}`)
      .filter((route) => !routes.includes(route));
    expect(orphans).toEqual([]);
  });
});

describe('the pages the browser tests load (templatePages)', () => {
  const templates = templatePages().map((page) => page.path);

  test('every page route, and one page of each generated route', () => {
    const pagePaths = contentPages().map((page) => page.path);
    const generated = templates.filter((path) => !pageRoutes.some((route) => route.path === path));
    expect(templates).toEqual(expect.arrayContaining(pageRoutes.map((route) => route.path)));
    expect(generated.map((path) => path.split('/').slice(0, -1).join('/'))).toEqual([
      '/help',
      '/help/topics',
      '/jobs',
      '/news',
      '/news/page',
      '/newsletter',
    ]);
    expect(pagePaths).toEqual(expect.arrayContaining(templates));
  });
});
