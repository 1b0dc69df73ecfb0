import type { Browser, Page } from 'playwright-core';
import { translatedLocales } from '@/lib/i18n/locales';
import { templatePages } from '@/lib/routes';
import { launchBrowser, misfits, openPage, urlOf } from './harness';

// The longest translation of every string must fit a 320 px phone: one page of each template in
// each language, checked for sideways scroll and for a control whose words overflow it. (English
// is checked the same way, with axe, in templates.test.ts.)
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(translatedLocales.map((locale) => [locale]))('%s at 320 px', (locale) => {
  // A visitor of these pages, whose browser speaks their language (so it offers no other).
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { width: 320, language: locale, prefetch: false }));
    // Pictures keep their boxes (width and height are in the HTML); their bytes change no width.
    await page.context().route(/\/(img|marks)\//, (request) =>
      request.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );
  });
  afterAll(() => page?.context().close());

  it.each(templatePages(locale).map((entry) => [entry.path]))(
    '%s: nothing scrolls sideways, no control is too narrow for its words',
    async (address) => {
      const response = await page.goto(urlOf(address), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await misfits(page)).toEqual({ sideways: 0, clipped: [] });
    },
  );
});
