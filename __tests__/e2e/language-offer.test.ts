import type { Browser, Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { localePath, withoutLocale } from '@/lib/i18n/paths';
import {
  axeViolations,
  launchBrowser,
  layoutShift,
  misfits,
  openPage,
  scriptsAskedFor,
  scriptsWhoseCode,
  urlOf,
} from './harness';

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

/** The card's script, if the page has asked for it: the one that fetches the offer's words. */
const cardScripts = async (page: Page) =>
  scriptsWhoseCode(await scriptsAskedFor(page), (code) =>
    /fetch\(["'`]\/language-offer\.json/.test(code),
  );

/**
 * Sets `window.languagesRead` once the page reads the browser's languages: the offer reads them as
 * it decides (components/shell/language-offer.tsx), and nothing else on the page does.
 */
function noteLanguagesRead() {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
  Object.defineProperty(Navigator.prototype, 'languages', {
    configurable: true,
    enumerable: languages.enumerable,
    get() {
      (window as unknown as { languagesRead: boolean }).languagesRead = true;
      return languages.get!.call(this);
    },
  });
}

/**
 * Checks that the page offers no language, once it has decided. An offer renders the card in the
 * update that follows the decision, before the browser runs another task, and asks for the card's
 * chunk as it renders, which adds its script to the document: so once the languages are read, no
 * card's script means no offer on its way.
 */
async function expectNoOffer(page: Page) {
  await page.waitForFunction(() => 'languagesRead' in window);
  expect(await cardScripts(page)).toEqual([]);
  for (const other of locales) expect(await offer(page, other).count()).toBe(0);
}

/**
 * The calls to action the offer's box overlaps, wherever they are (the menu's, the page's): none
 * may be.
 */
const coveredActions = (card: ReturnType<typeof offer>) =>
  card.evaluate((bar) => {
    const { top, bottom } = bar.getBoundingClientRect();
    return [...document.querySelectorAll('.button-primary')]
      .filter((element) => {
        const { top: from, bottom: to, height } = element.getBoundingClientRect();
        return !bar.contains(element) && height > 0 && from < bottom && to > top;
      })
      .map((element) => element.textContent);
  });

/** `address` loaded in a fresh browser that speaks `language`, at `width`, handed to `check`. */
async function visit(
  language: Locale,
  width: number,
  address: string,
  check: (page: Page) => Promise<void>,
) {
  const { page, context } = await openPage(browser, { width, language, prefetch: false });
  try {
    await page.addInitScript(noteLanguagesRead);
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
      // The card's script is found where expectNoOffer looks for it.
      expect(await cardScripts(page)).toHaveLength(1);
      expect(await card.getAttribute('lang')).toBe(languageTags[language]);
      const accept = card.getByRole('link', { name: loadUi(language).languageOffer.accept });
      expect(await accept.getAttribute('href')).toBe(localePath(withoutLocale(address), language));
      // The offer moves nothing; the headings' face swapping in moves them by a hair at most.
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      expect(await coveredActions(card)).toEqual([]);
      expect(await misfits(page)).toEqual({ sideways: 0, clipped: [] });
      expect(await axeViolations(page)).toEqual([]);
    }),
);

it.each([390, 1280])(
  'at %i px the page’s foot scrolls clear of the bar, which sits beside the side pane',
  (width) =>
    visit('pt', width, '/about', async (page) => {
      const card = offer(page, 'pt');
      await card.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { bar, foot, pane, paneTop } = await card.evaluate((element) => {
        const links = [...document.querySelectorAll('footer a')];
        const menu = document.querySelector('.site-menu')!.getBoundingClientRect();
        return {
          bar: element.getBoundingClientRect().toJSON(),
          foot: links.at(-1)!.getBoundingClientRect().bottom,
          // Beside the page from 768px; a bar across the top below it.
          pane: menu.height > window.innerHeight / 2 ? menu.right : 0,
          paneTop: menu.top,
        };
      });
      expect(foot).toBeLessThanOrEqual(bar.top);
      expect(bar.left).toBe(pane);
      // The menu stays whole at the top of the window, its wordmark in view.
      expect(paneTop).toBe(0);
    }),
);

it('accepted, it leads to the page in that language and is not made again', () =>
  visit('pt', 1280, '/about', async (page) => {
    await offer(page, 'pt')
      .getByRole('link', { name: loadUi('pt').languageOffer.accept })
      .click();
    await page.waitForURL(urlOf('/pt/about'));
    await page.goto(urlOf('/faq'), { waitUntil: 'networkidle' });
    await expectNoOffer(page);
  }));

it('a browser that speaks the page’s language is offered nothing', () =>
  visit('fr', 1280, '/fr/welcome', expectNoOffer));
