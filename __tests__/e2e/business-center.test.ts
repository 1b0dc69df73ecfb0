import type { Browser, Page } from 'playwright-core';
import { loadPage } from '@/lib/content/pages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { launchBrowser, openPage, urlOf } from './harness';

// Business Center sells a paid product: its call to action ("Contact sales") is in the first
// screen of a phone whose browser shows its toolbars (390 x 664), and the plans are compared in
// a table, a column for each plan.
const SAFARI_PHONE = { width: 390, height: 664 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(locales.map((locale) => [locale]))('%s /bc', (locale: Locale) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { ...SAFARI_PHONE, language: locale, prefetch: false }));
    await page.goto(urlOf(localePath('/bc', locale)), { waitUntil: 'load' });
  });
  afterAll(() => page?.context().close());
  const content = () => loadPage('bc', locale);

  it('has its call to action in the first screen at 390 x 664', async () => {
    const action = content().actions?.[0];
    expect(action?.href).toMatch(/^\/contact\?topic=/);
    const link = page.locator(`main a[href="${localePath(action!.href, locale)}"]`).first();
    const box = await link.boundingBox();
    console.log(
      `${locale} /bc: "${action!.label}" ends at ${Math.round(box?.y ?? 0) + Math.round(box?.height ?? 0)} px`,
    );
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(SAFARI_PHONE.height);
  });

  it('compares the plans in a table: a column each, a row for each thing they include', async () => {
    const plans = content().sections.find((section) => section.kind === 'plans');
    if (!plans) throw new Error(`content/${locale}/pages/bc.yaml has no plans section`);
    const table = page.locator('#pricing table');
    expect(await table.locator('thead th').count()).toBe(plans.plans.length + 1);
    expect(await table.locator('tbody tr').count()).toBe(plans.rows.length);
    // No link to the plans from below them: the only ones go down to them.
    const links = await page
      .locator('main a[href$="#pricing"]')
      .evaluateAll((found) =>
        found.map((link) => link.compareDocumentPosition(document.getElementById('pricing')!)),
      );
    const FOLLOWING = 4; // Node.DOCUMENT_POSITION_FOLLOWING: the plans come after the link
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((position) => position & FOLLOWING)).toBe(true);
  });
});
