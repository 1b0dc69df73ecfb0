/**
 * @jest-environment node
 */
// The first paint needs the HTML alone: every page carries the rules of the stylesheet its elements
// use in a hashed <style>, and the stylesheet's link, disabled, so that React's hydration counts it
// as loaded; once hydrated, the page turns the link on, for what it draws later and the pages it
// goes on to.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inlineStyles, parsePolicy, sha256 } from '../../scripts/lib/csp.mjs';
import { htmlPages, stylesheets } from '../../scripts/lib/measure.mjs';
import { templatePages } from '@/lib/routes';
import { launchBrowser, openPage, urlOf, watchCspViolations } from './harness';

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

/** The computed style of every element in `scope` (and its own), as one string to compare. */
const stylesOf = (page: Page, scope = 'main') =>
  page.evaluate(
    (scope) =>
      [...document.querySelectorAll(`${scope}, ${scope} *`)]
        // What scripts add (their own tags, the router's announcer) is not drawn from the HTML.
        .filter((element) => !/^(SCRIPT|LINK|STYLE|NEXT-ROUTE-ANNOUNCER)$/.test(element.tagName))
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
    scope,
  );
const mainStyles = (page: Page) => stylesOf(page);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("each page's own rules", () => {
  // A rule the build left out of a page would leave an element of it unstyled until hydration, and
  // for good without JavaScript. Each template is drawn without JavaScript twice, on a phone in
  // light and a desktop in dark: as served, with its own rules alone, and with its stylesheet's
  // link turned on, as the page turns it on once hydrated.
  const views = [
    { width: 390, colorScheme: 'light' },
    { width: 1280, colorScheme: 'dark' },
  ] as const;
  const drawn = async (path: string, wholeStylesheet: boolean) => {
    const { page, context } = await openPage(browser, {
      width: views[0].width,
      javaScriptEnabled: false,
    });
    // Shown or not by timing (font-display: optional), the face would move auto margins between
    // the two drawings: both are drawn in the fallback.
    await context.route('**/*.woff2', (route) => route.abort());
    if (wholeStylesheet)
      await page.route(urlOf(path), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<link rel="stylesheet"[^>]*) disabled=""/,
          '$1',
        );
        await route.fulfill({ response, body: html });
      });
    await page.goto(urlOf(path), { waitUntil: 'networkidle' });
    // Without its rules the second drawing would be the first again, and prove nothing.
    const wholeRules = await page.evaluate(
      () =>
        document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet?.cssRules.length ??
        0,
    );
    expect(wholeRules > 0).toBe(wholeStylesheet);
    const styles = [];
    for (const view of views) {
      await page.setViewportSize({ width: view.width, height: 800 });
      await page.emulateMedia({ colorScheme: view.colorScheme });
      styles.push(await stylesOf(page, 'body'));
    }
    await context.close();
    return styles;
  };

  it.each([...templatePages().map(({ path }) => path), '/no-such-page'])(
    '%s: styled the same by its own rules as by the whole stylesheet',
    async (path) => {
      expect(await drawn(path, false)).toEqual(await drawn(path, true));
    },
  );
});

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
    // The whole stylesheet, turned on once hydrated, once for the visit.
    const [, href] = /<link rel="stylesheet" href="([^"]+)"/.exec(
      fs.readFileSync(pages[0].file, 'utf8'),
    )!;
    expect(fetchedStyles).toEqual([urlOf(href)]);
    await context.close();
  }, 60_000);
});
