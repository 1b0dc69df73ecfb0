import type { Browser, Page } from 'playwright-core';
import { loadPage } from '@/lib/content/pages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { launchBrowser, openPage, urlOf } from './harness';

// /welcome says it once: on a phone it ends within this height in every language, as a first
// visit draws it (the brand face's stand-in, whose lines are the longer).
const PHONE = { width: 390, height: 844 };
const MOST_PX = 4500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The content's journeys section (the steps of each side of the market) in `locale`. */
function journeysOf(locale: Locale) {
  const section = loadPage('welcome', locale).sections.find((each) => each.kind === 'journeys');
  if (!section) throw new Error(`content/${locale}/pages/welcome.yaml has no journeys section`);
  return section;
}

describe.each(locales.map((locale) => [locale]))('%s /welcome at 390 px', (locale: Locale) => {
  let page: Page;
  afterEach(() => page?.context().close());

  it(`is at most ${MOST_PX} px tall`, async () => {
    ({ page } = await openPage(browser, { ...PHONE, language: locale, prefetch: false }));
    await page.goto(urlOf(localePath('/welcome', locale)), { waitUntil: 'load' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`${locale} /welcome at ${PHONE.width} px: ${height} px (at most ${MOST_PX})`);
    expect(height).toBeLessThanOrEqual(MOST_PX);
  });

  it('shows one journey at a time, switched without JavaScript', async () => {
    ({ page } = await openPage(browser, {
      ...PHONE,
      language: locale,
      prefetch: false,
      javaScriptEnabled: false,
    }));
    await page.goto(urlOf(localePath('/welcome', locale)), { waitUntil: 'load' });
    const [first, second] = journeysOf(locale).journeys;
    const shown = async () =>
      (await page
        .locator('.journey')
        .evaluateAll((journeys) =>
          journeys
            .filter((journey) => journey.getClientRects().length > 0)
            .map((journey) => journey.querySelector('h3')?.textContent),
        )) as string[];
    expect(await shown()).toEqual([first.items[0].title]);
    // As a visitor does: a tap on the switch's words (the radio button itself is drawn by them).
    await page.locator('label', { hasText: second.label }).click();
    expect(await page.getByRole('radio', { name: second.label }).isChecked()).toBe(true);
    expect(await shown()).toEqual([second.items[0].title]);
    // The keyboard moves through the radio group as through any: back to the first journey.
    await page.keyboard.press('ArrowLeft');
    expect(await shown()).toEqual([first.items[0].title]);
  });
});
