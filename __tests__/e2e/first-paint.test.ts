/**
 * @jest-environment node
 */
// The first paint needs the HTML alone: every page carries its stylesheet in a hashed <style>, and
// its link, disabled, so that React's hydration counts the stylesheet as loaded and never fetches it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inlineStyles, parsePolicy, sha256 } from '../../scripts/lib/csp.mjs';
import { htmlPages, stylesheets } from '../../scripts/lib/measure.mjs';
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
