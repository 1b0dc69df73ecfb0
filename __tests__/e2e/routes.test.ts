import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import firebaseJson from '../../firebase.json';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import { languageTags, locales } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { fill } from '@/lib/format';
import { contentPages, pageName, sitePages } from '@/lib/routes';
import { redirectFor } from '../../scripts/lib/hosting-redirect.mjs';
import { specRoutes } from '../support/spec';
import { baseUrl, launchBrowser, openPage, urlOf } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Every page by its served HTML; one page of each template in the browser is toured in
// templates.test.ts (status, h1, console errors).
describe('every page, as served', () => {
  it.each(contentPages().map((page) => page.path))('%s answers 200 with one h1', async (route) => {
    const response = await fetch(urlOf(route));
    expect(response.status).toBe(200);
    expect((await response.text()).match(/<h1[\s>]/g)).toHaveLength(1);
  });

  // Its own card (news, jobs, help, audiences: public/cards/, drawn by the build) or the site's.
  it.each(contentPages().map((page) => page.path))(
    '%s names a social card the site serves',
    async (route) => {
      const html = await (await fetch(urlOf(route))).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(card).toMatch(/^https:\/\//);
      const response = await fetch(urlOf(new URL(card!).pathname));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    },
  );
});

describe('the built site', () => {
  it.each(['/help/', '/jobs/', '/news/'])('has pages under %s', (section) => {
    expect(contentPages().filter((page) => page.path.startsWith(section))).not.toEqual([]);
  });

  it('has all 17 spec routes', () => {
    const missing = specRoutes.filter(
      (route) => !fs.existsSync(path.join(process.cwd(), 'out', `${route}.html`)),
    );
    expect(missing).toEqual([]);
  });
});

/** The file the export writes for an address: "/" is index.html, "/news/page/1" news/page/1.html. */
const exportedFile = (address: string) =>
  path.join(process.cwd(), 'out', address === '/' ? 'index.html' : `${address}.html`);

describe.each(
  sitePages()
    .filter((page) => page.redirectTo)
    .map((page) => [page.path, page.redirectTo!]),
)('%s, which only sends visitors to %s', (address, target) => {
  const html = fs.readFileSync(exportedFile(address), 'utf8');

  if (redirectFor(firebaseJson.hosting.redirects, address)) {
    it('answers 301 on the CDN', async () => {
      const response = await fetch(urlOf(address), { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', baseUrl).href).toBe(urlOf(target));
    });
  }

  describe('its exported page, the fallback for plain static hosts', () => {
    it('refreshes to the target and names it as the canonical page', () => {
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}"`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${target}"`));
    });

    it('shows a link to the target', async () => {
      const { page, context } = await openPage(browser, { width: 375, javaScriptEnabled: false });
      await page.setContent(html.replace(/<meta http-equiv="refresh"[^>]*>/i, ''));
      const name = fill(loadUi().redirect.link, { page: pageName(target) });
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(target);
      expect(await link.isVisible()).toBe(true);
      await context.close();
    });

    it('takes a browser to the target when a host serves it at the address', async () => {
      const { page, context } = await openPage(browser, { width: 375, javaScriptEnabled: false });
      // A plain static host answers with the file instead of a redirect.
      await page.route(urlOf(address), (request) =>
        request.fulfill({ status: 200, contentType: 'text/html', body: html }),
      );
      await page.goto(urlOf(address));
      await page.waitForURL(urlOf(target));
      await context.close();
    });
  });
});

describe('an unknown path', () => {
  // One 404 page serves every address; it speaks the language of the address it answers.
  it.each(locales.map((locale) => [localePath('/no-such-page', locale), locale] as const))(
    '%s answers 404 with the not-found page in its language',
    async (address, locale) => {
      const { page, context } = await openPage(browser, { width: 1280 });
      const response = await page.goto(urlOf(address));
      expect(response?.status()).toBe(404);
      const text = loadUi(locale).notFound;
      expect(await page.locator('h1:visible').allInnerTexts()).toEqual([text.heading]);
      expect(await page.locator('html').getAttribute('lang')).toBe(languageTags[locale]);
      const home = page.getByRole('link', { name: loadSite().name, exact: true });
      expect(await home.getAttribute('href')).toBe(localePath('/welcome', locale));
      await context.close();
    },
  );
});
