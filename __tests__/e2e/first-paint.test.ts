/**
 * @jest-environment node
 */
// The first paint needs the HTML alone: every page carries its stylesheet in a hashed <style>, and
// its link, disabled, so that React's hydration counts the stylesheet as loaded and never fetches it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { localeOfPath } from '@/lib/i18n/paths';
import { inlineStyles, parsePolicy, sha256 } from '../../scripts/lib/csp.mjs';
import { htmlPages, stylesheets } from '../../scripts/lib/measure.mjs';
import { launchBrowser, layoutShift, openPage, urlOf, watchCspViolations } from './harness';

const pages = htmlPages(path.join(process.cwd(), 'out'));

describe('the exported pages', () => {
  it.each(pages.map((page) => [page.route, page.file] as const))(
    '%s: no stylesheet link, one <style> allowed by its hash',
    (_route, file) => {
      const html = fs.readFileSync(file, 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
      const styles = inlineStyles(html);
      expect(stylesheets(html)).toEqual([]);
      expect(styles).toHaveLength(1);
      expect(parsePolicy(meta?.[1] ?? '')['style-src']).toEqual(["'self'", sha256(styles[0])]);
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
    expect(fetchedStyles).toEqual([]);
    await context.close();
  }, 60_000);
});

/**
 * A server in front of the site that sends `address`'s HTML in two parts, cut where `cutAt` says,
 * the second a moment after the first, as a slow connection does; everything else passes through.
 */
async function arrivingInTwoParts(address: string, cutAt: (html: string) => number) {
  const html = await (await fetch(urlOf(address))).text();
  const at = cutAt(html);
  expect(at).toBeGreaterThan(0);
  const server = http.createServer(async (request, response) => {
    if (request.url === address) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, at));
      await delay(700);
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
  /** How many examples the opening's showcase held. */
  examples: number;
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
    // A frame's callbacks run just before the browser draws it: the first sees the first drawing.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        Object.assign(window, {
          firstFrame: {
            menuWhole: document.querySelector('header button') !== null,
            examples: document.querySelectorAll('main figure li').length,
          },
        });
      });
    });
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

describe('a page arriving slowly', () => {
  it('is first drawn with its whole side menu, which then never moves', async () => {
    // Cut between the top bar's sign-in link and its menu button, the last to arrive of the two.
    const seen = await arriving('/fr/help', 320, (html) =>
      html.indexOf('<button type="button" aria-expanded'),
    );
    expect(seen).toMatchObject({ menuWhole: true, shift: 0 });
  });

  it('is drawn as its opening arrives, and nothing drawn moves as the rest comes', async () => {
    // Cut inside the showcase beside the opening on a laptop, after its first two examples.
    const seen = await arriving('/pt/sellers', 1280, (html) => nthExample(html, 3));
    expect(seen).toEqual({ menuWhole: true, examples: 2, shift: 0 });
  });
});
