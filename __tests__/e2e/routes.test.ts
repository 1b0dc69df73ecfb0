import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';
import { sitePages } from '@/lib/routes';
import { specRoutes } from '../support/spec';
import { baseUrl, launchBrowser, openPage, urlOf } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(sitePages().map((page) => [page.path, page.heading]))('%s', (route, heading) => {
  let page: Page;
  let status: number | undefined;
  let consoleErrors: string[];

  beforeAll(async () => {
    ({ page, consoleErrors } = await openPage(browser, { width: 1280 }));
    status = (await page.goto(urlOf(route), { waitUntil: 'networkidle' }))?.status();
  });
  afterAll(() => page?.context().close());

  it('answers 200', () => expect(status).toBe(200));

  it('has exactly one h1, the heading its content declares', async () => {
    expect(await page.locator('h1').allInnerTexts()).toEqual([heading]);
  });

  it('logs no console errors', () => expect(consoleErrors).toEqual([]));
});

describe('the built site', () => {
  it.each(['/jobs/', '/news/'])('has pages under %s', (section) => {
    expect(sitePages().filter((page) => page.path.startsWith(section))).not.toEqual([]);
  });

  it('has all 17 spec routes', () => {
    const missing = specRoutes.filter(
      (route) => !fs.existsSync(path.join(process.cwd(), 'out', `${route}.html`)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the root path', () => {
  it('answers 301 with Location /welcome on the CDN', async () => {
    const response = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', baseUrl).href).toBe(urlOf('/welcome'));
  });

  describe('out/index.html, the fallback for plain static hosts', () => {
    const html = fs.readFileSync(path.join(process.cwd(), 'out/index.html'), 'utf8');

    it('refreshes to /welcome', () => {
      expect(html).toMatch(/<meta http-equiv="refresh" content="0; ?url=\/welcome"/i);
    });

    it('names /welcome as the canonical page', () => {
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/welcome"/);
    });

    it('shows a link to /welcome', async () => {
      const { page, context } = await openPage(browser, { width: 375, javaScriptEnabled: false });
      await page.setContent(html.replace(/<meta http-equiv="refresh"[^>]*>/i, ''));
      const link = page.getByRole('link', { name: loadUi().rootRedirect.link });
      expect(await link.getAttribute('href')).toBe('/welcome');
      expect(await link.isVisible()).toBe(true);
      await context.close();
    });

    it('takes a browser to /welcome when served at /', async () => {
      const { page, context } = await openPage(browser, { width: 375, javaScriptEnabled: false });
      // A plain static host: "/" answers with index.html instead of a redirect.
      await page.route(`${baseUrl}/`, (request) =>
        request.fulfill({ status: 200, contentType: 'text/html', body: html }),
      );
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(urlOf('/welcome'));
      await context.close();
    });
  });
});

describe('an unknown path', () => {
  it('answers 404 with the not-found page', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    const response = await page.goto(urlOf('/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').allInnerTexts()).toEqual([loadUi().notFound.heading]);
    await context.close();
  });
});
