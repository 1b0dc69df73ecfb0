/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS, budgetFailures } from '../../scripts/lib/budgets.mjs';
import {
  KIB,
  containsFirebase,
  firstLoadScripts,
  gzipSize,
  measureSite,
  routeOf,
  stylesheets,
} from '../../scripts/lib/measure.mjs';
import { parsePage } from '../../scripts/lib/html-tree.mjs';

const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
<link rel="preload" href="/logo.svg" as="image"/>
<link rel="modulepreload" href="/_next/static/chunks/module.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>self.__next_f=[]</script>
</head><body><script src='/_next/static/chunks/late.js' async></script></body></html>`;

describe('firstLoadScripts', () => {
  it('lists script src and script preloads once each, skipping nomodule and inline scripts', () => {
    expect(firstLoadScripts(parsePage(PAGE))).toEqual([
      '/_next/static/chunks/late.js',
      '/_next/static/chunks/module.js',
      '/_next/static/chunks/main.js',
    ]);
  });

  it('lists stylesheets, not other preloads', () => {
    expect(stylesheets(parsePage(PAGE))).toEqual(['/_next/static/chunks/site.css']);
  });
});

describe('routeOf', () => {
  it.each([
    ['index.html', '/'],
    ['welcome.html', '/welcome'],
    [join('news', 'launch-day.html'), '/news/launch-day'],
    [join('jobs', 'index.html'), '/jobs'],
  ])('%s is served at %s', (file, route) => {
    expect(routeOf(file)).toBe(route);
  });
});

describe('containsFirebase', () => {
  it('finds the marker in the Firebase SDK and not in React', () => {
    const read = (path: string) =>
      readFileSync(join(__dirname, '../../node_modules', path), 'utf8');
    expect(containsFirebase(read('@firebase/app/dist/esm/index.esm.js'))).toBe(true);
    expect(containsFirebase(read('@firebase/database/dist/index.esm.js'))).toBe(true);
    expect(containsFirebase(read('react-dom/cjs/react-dom-client.production.js'))).toBe(false);
  });
});

describe('measureSite', () => {
  let out: string;
  const main = 'console.log("main");'.repeat(50);
  const firebase = 'class FirebaseError extends Error {}';
  const css = 'body{color:red}'.repeat(20);

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'budgets-'));
    const chunks = join(out, '_next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    mkdirSync(join(out, 'news'));
    writeFileSync(join(chunks, 'main.js'), main);
    writeFileSync(join(chunks, 'firebase.js'), firebase);
    writeFileSync(join(chunks, 'site.css'), css);
    const page = (scripts: string[]) =>
      `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/>${scripts
        .map((name) => `<script src="/_next/static/chunks/${name}" async></script>`)
        .join('')}</head></html>`;
    writeFileSync(join(out, 'welcome.html'), page(['main.js', 'main.js']));
    writeFileSync(join(out, 'news', 'launch.html'), page(['main.js', 'firebase.js']));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('sums gzip sizes per page, flags Firebase chunks and counts shared CSS once', () => {
    const site = measureSite(out);
    const byRoute = Object.fromEntries(site.pages.map((page) => [page.route, page]));
    expect(Object.keys(byRoute).sort()).toEqual(['/news/launch', '/welcome']);
    expect(byRoute['/welcome'].js.gzip).toBe(gzipSize(Buffer.from(main)));
    expect(byRoute['/welcome'].firebaseChunks).toEqual([]);
    expect(byRoute['/news/launch'].js.gzip).toBe(
      gzipSize(Buffer.from(main)) + gzipSize(Buffer.from(firebase)),
    );
    expect(byRoute['/news/launch'].firebaseChunks).toEqual(['/_next/static/chunks/firebase.js']);
    expect(site.css.gzip).toBe(gzipSize(Buffer.from(css)));
  });
});

describe('budgetFailures', () => {
  const floor = 130 * KIB;
  const picture = (bytes: number) => ({ url: '/img/set/1f3fa-192.avif', bytes });
  const page = (
    route: string,
    js: number,
    html: number,
    firebaseChunks: string[] = [],
    pictures = [picture(BUDGETS.imageEach)],
    uploads: { url: string; format: 'avif' | 'webp'; bytes: number; pixels: number }[] = [],
  ) => ({
    route,
    js: { gzip: js },
    htmlGzip: html,
    htmlRaw: 100_000,
    images: {
      bytes: pictures.reduce((total, entry) => total + entry.bytes, 0),
      largest: pictures.reduce((most, entry) => (entry.bytes > most.bytes ? entry : most)),
      uploads,
    },
    firebaseChunks,
  });

  it('passes pages within every budget', () => {
    const site = {
      pages: [
        page('/welcome', floor + BUDGETS.jsOverFloorGzip, BUDGETS.htmlGzip),
        { ...page('/faq', floor, KIB), htmlRaw: BUDGETS.htmlRaw },
        // An upload at exactly its bits a pixel: 1,000 pixels at 1 bit are 125 bytes.
        page('/news/harbour', floor, KIB, [], undefined, [
          { url: '/img/m123456/harbour-400.avif', format: 'avif', bytes: 125, pixels: 1000 },
        ]),
      ],
      css: { gzip: BUDGETS.cssTotalGzip },
    };
    expect(budgetFailures(site, floor)).toEqual([]);
  });

  it('names the route and the figure of each broken budget', () => {
    const site = {
      pages: [
        page('/welcome', floor + 13 * KIB, 31 * KIB),
        page('/account', floor, KIB, ['/_next/static/chunks/fb.js']),
        page('/sellers', floor, KIB, [], [picture(13 * KIB), ...Array(8).fill(picture(11 * KIB))]),
        { ...page('/faq', floor, KIB), htmlRaw: 151_200 },
        page('/news/harbour', floor, KIB, [], undefined, [
          { url: '/img/m123456/harbour-400.webp', format: 'webp', bytes: 200, pixels: 1000 },
        ]),
      ],
      css: { gzip: 13 * KIB },
    };
    expect(budgetFailures(site, floor)).toEqual([
      '/welcome: first-load JS 143.0 KiB gzip > floor 130.0 KiB + 12.0 KiB',
      '/welcome: HTML 31.0 KiB gzip > 30.0 KiB',
      '/account: Firebase code in the first load (/_next/static/chunks/fb.js)',
      '/sellers: picture /img/set/1f3fa-192.avif is 13.0 KiB > 12.0 KiB',
      '/sellers: pictures 101.0 KiB > 100.0 KiB',
      '/faq: HTML 151.2 KB raw > 150.0 KB',
      '/news/harbour: picture /img/m123456/harbour-400.webp is 1.60 bits a pixel > 1.5',
      'CSS total 13.0 KiB gzip > 12.0 KiB',
    ]);
  });
});
