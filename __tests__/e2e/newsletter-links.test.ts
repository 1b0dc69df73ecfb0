import type { Browser, Page } from 'playwright-core';
import { loadNewsletter } from '@/lib/content/newsletter';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { newsletterPages } from '@/lib/newsletter-pages';
import { axeViolations, launchBrowser, layoutShift, misfits, openPage, urlOf } from './harness';

// The pages the newsletter's mails link to learn from their address, once hydrated, whether the
// link is whole: then they show the button that acts on it, else why the link does not work.
// Either appears without moving anything, in every language, at a phone's widths. No button is
// pressed here: what a press does is tested in the unit and flow suites.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const actions = ['confirm', 'unsubscribe'] as const;
/** A whole link, as a mail carries it, and one a mail program cut short. */
const queries = { whole: '#id=entry-id&token=entry-token', cut: '#id=entry-id' };

/** What the page shows for the link in `query`: its button, or the invalid link's explanation. */
function shown(page: Page, locale: Locale, action: (typeof actions)[number], query: string) {
  const copy = loadNewsletter(locale);
  return query === queries.whole
    ? page.getByRole('button', { name: copy[action].submit })
    : page.getByRole('alert').filter({ hasText: copy.invalidLink.lead.slice(0, 40) });
}

const cases = locales.flatMap((locale) =>
  [320, 390].flatMap((width) =>
    actions.flatMap((action) =>
      Object.entries(queries).map(([link, query]) => ({ locale, width, action, link, query })),
    ),
  ),
);

// A fresh browser for each: a mail's link opens in one that has not been here, or has it all in
// its cache. One browsing the four in turn with its cache off but its storage kept (as the suites'
// tabs do) asks for the brand face at its first layout, and may draw it late.
it.each(cases)(
  '$locale at $width px, $action with a $link link: it shows, moving nothing',
  async ({ locale, width, action, query }) => {
    const { page, context, consoleErrors } = await openPage(browser, {
      width,
      language: locale,
      prefetch: false,
    });
    try {
      await page.goto(urlOf(localePath(newsletterPages[action], locale) + query));
      await shown(page, locale, action, query).waitFor();
      expect(await layoutShift(page)).toBe(0);
      expect(await misfits(page)).toEqual({ sideways: 0, clipped: [] });
      if (width === 390) expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  },
);
