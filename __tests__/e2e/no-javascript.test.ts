import type { Browser } from 'playwright-core';
import { templatePages } from '@/lib/routes';
import { specRoutes } from '../support/spec';
import { launchBrowser, openPage, urlOf } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Every page carries its whole text in the HTML, so crawlers and visitors without JavaScript get it
// all: one page of each template in the browser (templatePages).
describe.each(templatePages().map((page) => [page.path, page.heading]))(
  '%s with JavaScript off',
  (route, heading) => {
    it('shows its h1, its main text, and a footer linking to every spec route', async () => {
      const { page, context } = await openPage(browser, { width: 375, javaScriptEnabled: false });
      const response = await page.goto(urlOf(route));
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').allInnerTexts()).toEqual([heading]);
      const words = (await page.locator('main').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(40);
      const footerLinks = await page
        .locator('footer a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const missing = specRoutes.filter((spec) => !footerLinks.includes(`/${spec}`));
      expect(missing).toEqual([]);
      await context.close();
    });
  },
);
