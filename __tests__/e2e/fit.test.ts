import type { Browser, Page } from 'playwright-core';
import { translatedLocales } from '@/lib/i18n/locales';
import { templatePages } from '@/lib/routes';
import { launchBrowser, openPage, urlOf } from './harness';

// The longest translation of every string must fit a 320 px phone: one page of each template in
// each language, checked for sideways scroll and for a control whose words overflow it. (English
// is checked the same way, with axe, in a11y.test.ts.)
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, { width: 320 }));
  // Pictures keep their boxes (width and height are in the HTML); their bytes change no width.
  await page.context().route(/\/(img|payment-marks)\//, (request) =>
    request.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
  );
});
afterAll(() => browser?.close());

/** How far the page scrolls sideways, and the buttons and links whose text is cut or spills. */
const misfits = (target: Page) =>
  target.evaluate(() => {
    const root = document.documentElement;
    const clipped = [...document.querySelectorAll<HTMLElement>('button, a, label, select')]
      // Drawn, and not the screen readers' alone (a visually hidden skip link is 1 px wide).
      .filter((element) => element.offsetParent !== null && element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).display !== 'inline')
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
    return { sideways: Math.max(0, root.scrollWidth - root.clientWidth), clipped };
  });

describe.each(translatedLocales.map((locale) => [locale]))('%s at 320 px', (locale) => {
  it.each(templatePages(locale).map((entry) => [entry.path]))(
    '%s: nothing scrolls sideways, no control is too narrow for its words',
    async (address) => {
      const response = await page.goto(urlOf(address), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await misfits(page)).toEqual({ sideways: 0, clipped: [] });
    },
  );
});
