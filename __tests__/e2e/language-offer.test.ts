import type { Browser, Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { localePath, withoutLocale } from '@/lib/i18n/paths';
import { axeViolations, launchBrowser, layoutShift, misfits, openPage, urlOf } from './harness';

// A browser that prefers another of the site's languages than the page's is offered it once, in
// its own words, after the page has loaded: nothing on the page moves, the card fits a 320 px
// phone, and the answer is kept.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const offer = (page: Page, locale: Locale) =>
  page.getByRole('complementary', { name: loadUi(locale).languageOffer.text });

/** Each language offered on a page in another, the longest words at the narrowest width. */
const cases: [Locale, string][] = [
  ['pt', '/welcome'],
  ['en', '/fr/help'],
  ['es', '/pt/about'],
  ['fr', '/es/jobs'],
];

/** `address` loaded in a fresh browser that speaks `language`, at `width`, handed to `check`. */
async function visit(
  language: Locale,
  width: number,
  address: string,
  check: (page: Page) => Promise<void>,
) {
  const { page, context } = await openPage(browser, { width, language, prefetch: false });
  try {
    await page.goto(urlOf(address), { waitUntil: 'networkidle' });
    await check(page);
  } finally {
    await context.close();
  }
}

it.each(cases)(
  'a browser preferring %s on %s: offered in its language at 320 px, moving nothing',
  (language, address) =>
    visit(language, 320, address, async (page) => {
      const card = offer(page, language);
      await card.waitFor();
      expect(await card.getAttribute('lang')).toBe(languageTags[language]);
      const accept = card.getByRole('link', { name: loadUi(language).languageOffer.accept });
      expect(await accept.getAttribute('href')).toBe(localePath(withoutLocale(address), language));
      expect(await layoutShift(page)).toBe(0);
      expect(await misfits(page)).toEqual({ sideways: 0, clipped: [] });
      expect(await axeViolations(page)).toEqual([]);
    }),
);

it('accepted, it leads to the page in that language and is not made again', () =>
  visit('pt', 1280, '/about', async (page) => {
    await offer(page, 'pt')
      .getByRole('link', { name: loadUi('pt').languageOffer.accept })
      .click();
    await page.waitForURL(urlOf('/pt/about'));
    await page.goto(urlOf('/faq'), { waitUntil: 'networkidle' });
    expect(await offer(page, 'pt').count()).toBe(0);
  }));

it('a browser that speaks the page’s language is offered nothing', () =>
  visit('fr', 1280, '/fr/welcome', async (page) => {
    for (const other of locales) expect(await offer(page, other).count()).toBe(0);
  }));
