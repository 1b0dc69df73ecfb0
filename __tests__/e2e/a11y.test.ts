import type { Browser } from 'playwright-core';
import { translatedLocales } from '@/lib/i18n/locales';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import { templatePages } from '@/lib/routes';
import { axeViolations, launchBrowser, openPage, urlOf, type AxeResult } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One line per violation: rule id, impact and the offending elements. */
const summary = (violations: AxeResult[]) =>
  violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

// "/no-such-page" is answered by the 404 page; every other route must exist, or axe would only
// be checking the 404 page under its name.
const NOT_FOUND = '/no-such-page';
/** The smallest phone width and a desktop, each in the light and the dark colour scheme. */
const views = [320, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);
type View = (typeof views)[number];

// One page of each template (templatePages): the others differ only in their content. Each
// template is also checked in one of the other languages, taking them in turn, at the phone in
// light and the desktop in dark: every language's words on every kind of page would cost three
// more runs of this suite, and the HTML of every page of every language is checked in
// languages.test.ts (and its fit at 320 px in fit.test.ts).
const english = [...templatePages().map((page) => page.path), NOT_FOUND];
const translated = english.map((path, index) =>
  localePath(path, translatedLocales[index % translatedLocales.length]),
);
const routes: [string, View[]][] = [
  ...english.map((path): [string, View[]] => [path, views]),
  ...translated.map((path): [string, View[]] => [path, [views[0], views[3]]]),
];
const notFound = (route: string) => route.endsWith(NOT_FOUND);

/** An empty picture: what axe checks (alt text, sizes, contrast of text) does not need the bytes. */
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/**
 * axe's violations and the sideways scroll of every view of a page, one page load for them all:
 * the views are the same document, resized and recoloured as a phone turned or a system switched
 * to dark would show it, and CSS answers both without a reload.
 */
async function check(route: string, pageViews: View[]) {
  const { page, context } = await openPage(browser, {
    ...pageViews[0],
    language: localeOfPath(route),
  });
  // Pictures come from the page's own files (the routes and security suites load them); here
  // they would only queue dozens of requests at the emulator.
  await context.route(/\/(img|payment-marks)\//, (request) =>
    request.fulfill({ contentType: 'image/svg+xml', body: PICTURE }),
  );
  try {
    const response = await page.goto(urlOf(route), { waitUntil: 'networkidle' });
    const results = [];
    for (const view of pageViews) {
      await page.setViewportSize({ width: view.width, height: 800 });
      await page.emulateMedia({ colorScheme: view.colorScheme });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      results.push({
        view: `${view.width}px ${view.colorScheme}`,
        status: response?.status(),
        sideways: overflow > 0 ? `${overflow}px` : 'none',
        violations: summary(await axeViolations(page)),
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

it.each(routes)(
  '%s: no axe violations in its views (320/1280 px, light/dark), and no sideways scroll',
  async (route, pageViews) => {
    const results = await check(route, pageViews);
    const status = notFound(route) ? 404 : 200;
    expect(results).toEqual(
      results.map(({ view }) => ({ view, status, sideways: 'none', violations: [] })),
    );
  },
);
