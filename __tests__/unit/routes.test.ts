import fs from 'node:fs';
import path from 'node:path';
import firebaseJson from '../../firebase.json';
import { entryRoutes, menuLinks, pageRoutes, redirectRoutes, sitePages } from '@/lib/routes';
import { specMenu, specRoutes } from '../support/spec';

const appDir = path.join(process.cwd(), 'app');

/** The address of every page.tsx under app/, as the registry spells it: "/jobs/[slug]", "/bsr". */
function appRoutes(dir = appDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appRoutes(path.join(dir, entry.name));
    if (entry.name !== 'page.tsx') return [];
    const segments = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    return [`/${segments.join('/')}`];
  });
}

const registered = [...pageRoutes, ...entryRoutes, ...redirectRoutes].map((route) => route.path);

describe('the route registry (lib/routes.ts)', () => {
  it.each(appRoutes())('lists %s, which has a page under app/', (route) => {
    expect(registered).toContain(route);
  });

  it.each(registered)('%s has a page under app/', (route) => {
    expect(appRoutes()).toContain(route);
  });

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

  it.each(entryRoutes.map((route) => [route.path, route] as const))(
    '%s reads its entries',
    (_path, route) => {
      expect(() => route.entries()).not.toThrow();
    },
  );

  it('holds every route of the spec', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(specRoutes.filter((route) => !paths.includes(`/${route}`))).toEqual([]);
  });

  it("makes the side menu the spec's four entries, in order", () => {
    expect(menuLinks().map((link) => [link.label, link.href])).toEqual(specMenu);
  });

  it('gives every page its own address', () => {
    const paths = sitePages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the same redirects as the CDN (firebase.json)', () => {
    const cdn = firebaseJson.hosting.redirects.map((rule) => ({
      path: rule.source,
      to: rule.destination,
    }));
    expect(cdn).toEqual(redirectRoutes);
  });
});

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
