import type { Browser } from 'playwright-core';
import { contentPages } from '@/lib/routes';
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
const routes = [...contentPages().map((page) => page.path), NOT_FOUND];

describe.each([375, 1280])('axe-core at %ipx', (width) => {
  it.each(routes)('%s has no violations', async (route) => {
    const { page, context } = await openPage(browser, { width });
    const response = await page.goto(urlOf(route), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    const violations = await axeViolations(page);
    await context.close();
    expect(summary(violations)).toEqual([]);
  });
});
