/**
 * @jest-environment node
 */
// The first paint needs the HTML alone: every page carries the rules it uses in a hashed <style>,
// and links the whole stylesheet at the end of its body, where it holds up no paint, for what its
// scripts draw later and for the pages a visitor reaches without a page load.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser, Page, Route } from 'playwright-core';
import { locales } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/paths';
import { firstPaintAttribute } from '@/lib/first-paint.mjs';
import { templatePages } from '@/lib/routes';
import { inlineStyles, metaPolicy, sha256 } from '../../scripts/lib/csp.mjs';
import { htmlPages, renderBlockingStylesheets, stylesheets } from '../../scripts/lib/measure.mjs';
import { RELEASE_SCRIPT } from '../../scripts/lib/first-paint-hold.mjs';
import { parsePage } from '../../scripts/lib/html-tree.mjs';
import { launchBrowser, layoutShift, openPage, urlOf, watchCspViolations } from './harness';

const outDir = path.join(process.cwd(), 'out');
const pages = htmlPages(outDir);
const chunks = path.join(outDir, '_next', 'static', 'chunks');
/** The stylesheet(s) the build wrote: the whole of the site's CSS. */
const siteStylesheets = fs
  .readdirSync(chunks)
  .filter((name) => name.endsWith('.css'))
  .map((name) => `/_next/static/chunks/${name}`);

describe('the site stylesheet', () => {
  it('is one file, and declares no font face: each page declares the brand face in its <style>', () => {
    expect(siteStylesheets).toHaveLength(1);
    const css = fs.readFileSync(path.join(outDir, siteStylesheets[0]), 'utf8');
    expect(css).not.toMatch(/@font-face/);
    const withoutFace = pages
      .filter(
        ({ file }) =>
          !/@font-face/.test(inlineStyles(parsePage(fs.readFileSync(file, 'utf8')))[0] ?? ''),
      )
      .map((page) => page.route);
    expect(withoutFace).toEqual([]);
  });
});

const hold = `<link rel="stylesheet" href="${siteStylesheets[0]}"><script>${RELEASE_SCRIPT}</script>`;

/** The exported `file`, which must hold the rest back once: its document and the hold's link. */
function heldOnce(file: string) {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  expect(html.split(hold).length - 1).toBe(1);
  const { document } = new JSDOM(html).window;
  return { document, link: document.querySelector(`main link[href="${siteStylesheets[0]}"]`) };
}

describe('what the first paint shows', () => {
  // Where the first screen's largest text follows the opening (an entry's body, a list's entries),
  // the first paint draws it too: held back, it was drawn a stylesheet round trip later, and the
  // largest paint with it. What follows is read after it.
  it.each([
    ['/about', 'nothing more'],
    ['/welcome', 'nothing more'],
    ['/pt/sellers', 'nothing more'],
    ['/help/appeal-a-decision', 'body'],
    ['/fr/jobs/ambassador-programme-intern', 'body'],
    ['/news/ambassador-programme-launch', 'body'],
    ['/es/newsletter/november-2026', 'body'],
    ['/fr/news', 'entries'],
    ['/pt/news/page/2', 'entries'],
    ['/help/topics/accounts', 'entries'],
  ])('%s draws its opening and %s, then holds the rest of the page back', (route, drawn) => {
    const { link } = heldOnce(`${route}.html`);
    const drawnFirst = link?.previousElementSibling;
    expect({
      heading: drawnFirst?.querySelector('h1') !== null,
      body: drawnFirst?.querySelector('.prose-agora') !== null,
      entries: drawnFirst?.querySelector('.entry-card') !== null,
      read: link?.nextElementSibling?.tagName,
    }).toEqual({
      heading: true,
      body: drawn === 'body',
      entries: drawn === 'entries',
      read: 'SCRIPT',
    });
  });

  it('/404 draws all of its main at once, in each language: a way on is its largest text', () => {
    const { document, link } = heldOnce('404.html');
    const ways = document.querySelectorAll('main li').length;
    expect({
      headings: link?.previousElementSibling?.querySelectorAll('h1').length,
      waysOn: link?.previousElementSibling?.querySelectorAll('li').length,
      after: link?.nextElementSibling?.nextElementSibling ?? null,
    }).toEqual({ headings: locales.length, waysOn: ways, after: null });
    expect(ways).toBeGreaterThanOrEqual(locales.length * 4);
  });
});

describe('the exported pages', () => {
  it.each(pages.map((page) => [page.route, page.file] as const))(
    '%s: no stylesheet link in the head, one <style> allowed by its hash',
    (_route, file) => {
      const html = fs.readFileSync(file, 'utf8');
      const page = parsePage(html);
      const styles = inlineStyles(page);
      expect(renderBlockingStylesheets(page)).toEqual([]);
      expect(stylesheets(page)).toEqual(siteStylesheets);
      // After the page's last element, so it holds up no part of the page.
      const link = html.indexOf(`<link rel="stylesheet" href="${siteStylesheets[0]}" data-`);
      expect({ linkAfterContent: link > html.lastIndexOf('</footer>') }).toEqual({
        linkAfterContent: true,
      });
      // And, where the page marks what its first paint draws, once right after it, with the script
      // that removes it before React hydrates.
      const marked = html.includes(` ${firstPaintAttribute}=""`);
      expect(html.split(hold).length - 1).toBe(marked ? 1 : 0);
      if (marked) expect(html.indexOf(hold)).toBeLessThan(html.indexOf('</main>'));
      expect(styles).toHaveLength(1);
      expect(metaPolicy(page)?.['style-src']).toEqual(["'self'", sha256(styles[0])]);
    },
  );
});

/** Every element of the page: its tag, its box's size and the style a stylesheet can set. */
const pageStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body, body *')].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        element.tagName,
        `${Math.round(box.width)}x${Math.round(box.height)}`,
        style.display,
        style.position,
        style.color,
        style.backgroundColor,
        style.font,
        style.margin,
        style.padding,
        style.border,
        style.borderRadius,
        style.boxShadow,
      ].join(' ');
    }),
  );

describe("each page's own rules", () => {
  // The page's <style> alone must draw it as the page with the whole stylesheet does: the
  // stylesheet linked at the end only adds rules for what the page does not show yet. Each test
  // loads its page in a tab of its own, so two run at once.
  it.concurrent.each(templatePages().map((page) => [page.route] as const))(
    '%s looks the same without the whole stylesheet',
    async (route) => {
      const { page, context } = await openPage(browser, { width: 1280, prefetch: false });
      // Without the brand face: whether it arrives in time to be used would otherwise decide the
      // boxes' sizes.
      await context.route('**/*.woff2', (request) => request.abort());
      const blocked = (request: Route) => request.abort();
      await context.route('**/*.css', blocked);
      await page.goto(urlOf(route), { waitUntil: 'networkidle' });
      // Hydrated, effects run: Next's route announcer, which an effect adds, is the last element
      // to come, and a busy machine can be idle on the network before it does.
      await page.locator('next-route-announcer').waitFor({ state: 'attached' });
      const alone = await pageStyles(page);
      // Then the whole stylesheet, as its link at the end of the page would have loaded it: a copy
      // of the link in its place, now that the stylesheet is let through, asks for it again.
      await context.unroute('**/*.css', blocked);
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
            const copy = link.cloneNode() as HTMLLinkElement;
            copy.onload = resolve;
            copy.onerror = reject;
            link.replaceWith(copy);
          }),
      );
      const whole = await pageStyles(page);
      await context.close();
      const differing = alone.flatMap((line, index) =>
        line === whole[index] ? [] : [`${line}\n  with the stylesheet: ${whole[index]}`],
      );
      expect({ route, differing: differing.slice(0, 5) }).toEqual({ route, differing: [] });
      expect(alone).toHaveLength(whole.length);
    },
  );
});

/** The computed style of every element in <main>, as one string to compare. */
const mainStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main, main *')]
      .map((element) => {
        const style = getComputedStyle(element);
        return [
          element.tagName,
          style.display,
          style.color,
          style.fontSize,
          style.margin,
          style.padding,
        ].join(' ');
      })
      .join('\n'),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('client-side navigation', () => {
  it('keeps every style and breaks no CSP rule', async () => {
    const expected: Record<string, string> = {};
    for (const route of ['about', 'help', 'privacypolicy']) {
      const { page, context } = await openPage(browser, { width: 1280, prefetch: false });
      await page.goto(urlOf(`/${route}`), { waitUntil: 'networkidle' });
      expected[route] = await mainStyles(page);
      await context.close();
    }

    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    const violations = await watchCspViolations(context);
    const fetchedStyles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetchedStyles.push(request.url());
    });
    await page.goto(urlOf('/welcome'), { waitUntil: 'networkidle' });
    // Survives client-side navigation only: a full page load would start a new window.
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    for (const route of Object.keys(expected)) {
      await page.locator(`a[href="/${route}"]`).first().click();
      await page.waitForURL(`**/${route}`);
      await page.waitForLoadState('networkidle');
      const sameWindow = await page.evaluate(
        () => (window as unknown as { loadedOnce?: boolean }).loadedOnce === true,
      );
      expect({ route, sameWindow }).toEqual({ route, sameWindow: true });
      expect({ route, styles: await mainStyles(page) }).toEqual({ route, styles: expected[route] });
    }
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The whole stylesheet once, linked at the end of the first page; no page reached after it
    // fetches another.
    expect(fetchedStyles.map((url) => new URL(url).pathname)).toEqual(siteStylesheets);
    await context.close();
  }, 60_000);
});

/** Chrome names the face's instance by its weight: "Bricolage Grotesque 96pt ExtraBold". */
const BRAND_FACE = /^Bricolage Grotesque\b/;

/** The faces Chrome drew the first element `selector` matches in. */
async function facesOf(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

/** A connection slower than any CDN's: the face arrives well after the first paint. */
async function throttled(page: Page) {
  // The page loads at the connection's pace, its scripts and pictures included, while the other
  // lane's suites share the cores: these tests hold the layout, not the time, so a load may take
  // longer than the suites' 10 s default (it took 10 s once in CI, beside the CMS suite).
  page.setDefaultNavigationTimeout(30_000);
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (1.6 * 1024 * 1024) / 8,
  });
}

describe('the brand face', () => {
  // The not-found document is Next's global one, drawn without the site's layout and its fonts.
  const withLayout = pages.filter((page) => !/^\/(404|_not-found)$/.test(page.route));
  it.each(withLayout.map((page) => [page.route, page.file] as const))(
    "%s preloads the headings' face in its <head>",
    (_route, file) => {
      const { document } = new JSDOM(fs.readFileSync(file, 'utf8')).window;
      const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(
        preloads.map((link) => [
          /\/_next\/static\/media\/[\w.-]+\.woff2$/.test(link.getAttribute('href') ?? ''),
          link.hasAttribute('crossorigin'),
        ]),
      ).toEqual([[true, true]]);
    },
  );

  it('a first visit on a slow connection draws its headings in the face once it is in, its text in the stand-in, and moves nothing', async () => {
    const { page, context } = await openPage(browser, { width: 390 });
    await throttled(page);
    await page.goto(urlOf('/pt/sellers'), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    expect(await facesOf(page, 'h1')).toEqual([expect.stringMatching(BRAND_FACE)]);
    expect(await facesOf(page, 'main p')).not.toContainEqual(expect.stringMatching(BRAND_FACE));
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    await context.close();
  });

  it('the next page, the face in the cache, is laid out as the first one was', async () => {
    const { page, context } = await openPage(browser, { width: 390 });
    await throttled(page);
    await page.goto(urlOf('/welcome'), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const first = await height();
    await page.locator('a[href="/about"]:visible').first().click();
    await page.waitForURL('**/about');
    await page.goBack();
    await page.waitForURL('**/welcome');
    expect(await height()).toBe(first);
    await page.reload({ waitUntil: 'load' });
    expect(await facesOf(page, 'h1')).toEqual([expect.stringMatching(BRAND_FACE)]);
    expect(await height()).toBe(first);
    await context.close();
  });
});

/** The address on the two-part server that lets its page's second part go. */
const RELEASE_PATH = '/__second-part';

/**
 * A server in front of the site that sends `address`'s HTML in two parts, cut where `cutAt` says,
 * as a slow connection does: the second once the page asks for it at RELEASE_PATH (the page's
 * init script does, once the browser has drawn what the first part allows, or would have).
 * Everything else passes through.
 */
async function arrivingInTwoParts(address: string, cutAt: (html: string) => number) {
  const html = await (await fetch(urlOf(address))).text();
  const at = cutAt(html);
  expect(at).toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (request, response) => {
    if (request.url === RELEASE_PATH) {
      release();
      response.writeHead(204).end();
      return;
    }
    if (request.url === address) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
      return;
    }
    const passed = await fetch(urlOf(request.url ?? '/'));
    response.writeHead(passed.status, {
      'content-type': passed.headers.get('content-type') ?? 'application/octet-stream',
    });
    response.end(Buffer.from(await passed.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${address}`, close: () => server.close() };
}

/** What the page's first frame held, and how far anything drawn moved until it had all arrived. */
interface SlowArrival {
  /** Whether the side menu's top bar had its last control, the menu button. */
  menuWhole: boolean;
  shift: number;
}

/** `address`, arriving in two parts, cut where `cutAt` says, seen `width` pixels wide. */
async function arriving(
  address: string,
  width: number,
  cutAt: (html: string) => number,
): Promise<SlowArrival> {
  const slow = await arrivingInTwoParts(address, cutAt);
  const { page, context } = await openPage(browser, {
    width,
    language: localeOfPath(address),
    prefetch: false,
  });
  try {
    await page.addInitScript((releasePath) => {
      // A frame's callbacks run just before the browser draws it: the first sees the first drawing.
      requestAnimationFrame(() => {
        Object.assign(window, {
          firstFrame: { menuWhole: document.querySelector('header button') !== null },
        });
      });
      const release = () => fetch(releasePath, { method: 'POST', keepalive: true });
      // The browser idles once the parser waits for more and what may be drawn is drawn: the
      // second idle period comes after the first part's frame, and only then the second part.
      requestIdleCallback(() => requestIdleCallback(release));
      // Where the first part may not be drawn at all (the render is held until <main>), no frame
      // and no idle period come: the second part then comes once the first part's top bar is
      // parsed and the time of many frames has passed without one.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('header')) return;
        observer.disconnect();
        setTimeout(release, 700);
      }).observe(document, { childList: true, subtree: true });
    }, RELEASE_PATH);
    await page.goto(slow.url, { waitUntil: 'load' });
    const firstFrame = await page.evaluate(
      () => (window as unknown as { firstFrame: Omit<SlowArrival, 'shift'> }).firstFrame,
    );
    return { ...firstFrame, shift: await layoutShift(page) };
  } finally {
    await context.close();
    slow.close();
  }
}

/** Where the `n`th example of the page's showcase begins. */
const nthExample = (html: string, n: number) => {
  let at = html.indexOf('<figure');
  for (let found = 0; found < n; found += 1) at = html.indexOf('<li', at + 1);
  return at;
};

describe('a page whose stylesheet comes slowly', () => {
  it('is drawn to the end of its opening, then whole, hydrated as the server rendered it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390 });
    // The stylesheet is held here until the test has seen a frame drawn without it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/*.css', async (request) => {
      await released;
      await request.continue();
    });
    const loaded = page.goto(urlOf('/about'), { waitUntil: 'load' });
    // While the stylesheet is on its way, the parser waits at its link after the opening: a frame
    // is drawn with the opening and nothing read after the link.
    await page.waitForSelector('[data-first-paint] + link', { state: 'attached' });
    const held = await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() =>
            resolve({
              opening: document.querySelector('[data-first-paint] h1') !== null,
              footer: document.querySelector('footer') !== null,
            }),
          );
        }),
    );
    release();
    expect(held).toEqual({ opening: true, footer: false });
    await loaded;
    await page.locator('next-route-announcer').waitFor({ state: 'attached' });
    const after = await page.evaluate(() => ({
      held: document.querySelectorAll('main link, main script').length,
      footer: document.querySelector('footer') !== null,
    }));
    expect(after).toEqual({ held: 0, footer: true });
    expect(await layoutShift(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a page arriving slowly', () => {
  it('is first drawn with its whole side menu, which then never moves', async () => {
    // Cut between the top bar's sign-in link and its menu button, the last to arrive of the two.
    const seen = await arriving('/fr/help', 320, (html) =>
      html.indexOf('<button type="button" aria-expanded'),
    );
    expect(seen).toMatchObject({ menuWhole: true, shift: 0 });
  });

  it('is drawn with its opening, and nothing drawn moves as the showcase and the rest come', async () => {
    // Cut inside the showcase beside the opening on a laptop, after its first two examples: its
    // columns start at the top, so the examples coming late move nothing.
    const seen = await arriving('/pt/sellers', 1280, (html) => nthExample(html, 3));
    // The headings' face swapping in over its sized stand-in may nudge a line by a fraction of a
    // pixel: at most the 0.01 the brand face may cost, never an example's arrival.
    expect(seen.menuWhole).toBe(true);
    expect(seen.shift).toBeLessThanOrEqual(0.01);
  });
});
