import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';
import { defaultLocale, translatedLocales, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import { templatePages } from '@/lib/routes';
import {
  axeViolations,
  launchBrowser,
  openPage,
  tabPool,
  urlOf,
  watchCspViolations,
  type AxeResult,
} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One line per violation: rule id, impact and the offending elements. */
const summary = (violations: AxeResult[]) =>
  violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

// "/no-such-page" is answered by the 404 page; every other route must exist, or the checks would
// only see the 404 page under its name.
const NOT_FOUND = '/no-such-page';
/** The smallest phone width and a desktop, each in the light and the dark colour scheme. */
const views = [320, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);
type View = (typeof views)[number];

/**
 * The rules whose findings depend on colours. Dark mode changes nothing but colours here (no
 * `dark:` variant shows, hides or moves anything: see the last test), so in dark these are the
 * rules that can find something the light view's run did not.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Tour {
  path: string;
  /** The page's one h1, as its content declares it; none for the 404 page, which has its own. */
  heading?: string;
  views: View[];
}

// One page of each template (templatePages): the others differ only in their content. Each
// template is also toured in one of the other languages, taking them in turn, at the phone in
// light and the desktop in dark: every language's words on every kind of page would cost three
// more runs of this suite, and the HTML of every page of every language is checked in
// languages.test.ts (and its fit at 320 px in fit.test.ts).
const tours: Tour[] = [
  ...templatePages().map(({ path, heading }) => ({ path, heading, views })),
  { path: NOT_FOUND, views },
  ...[...templatePages().map(({ route }) => route), NOT_FOUND].map((route, index) => {
    const locale = translatedLocales[index % translatedLocales.length];
    const page = templatePages(locale).find((entry) => entry.route === route);
    return { path: localePath(route, locale), heading: page?.heading, views: [views[0], views[3]] };
  }),
];

const notFound = (address: string) => address.endsWith(NOT_FOUND);

/** An empty picture: what axe checks (alt text, sizes, contrast of text) does not need the bytes. */
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/**
 * A browser tab of a visitor whose browser speaks the page's language. Pages load in such tabs one
 * after another, as a visitor browses them; two tours run at once (the machine's two cores: one
 * tab's axe run uses one), each in a tab of its language that no other tour is using.
 */
interface Visitor {
  page: Page;
  consoleErrors: string[];
  cspViolations: string[];
}
/** Each language's tabs. */
const visitors = new Map<Locale, ReturnType<typeof tabPool<Visitor>>>();
afterAll(() => Promise.all([...visitors.values()].map((pool) => pool.close())));

/** Runs `visit` in a tab of `locale` that no other tour is using. */
function inVisitorTab<T>(locale: Locale, visit: (visitor: Visitor) => Promise<T>) {
  if (!visitors.has(locale))
    visitors.set(
      locale,
      tabPool(() => openVisitor(locale)),
    );
  return visitors.get(locale)!.use(visit);
}

async function openVisitor(locale: Locale): Promise<Visitor> {
  const { page, context, consoleErrors } = await openPage(browser, {
    ...views[0],
    language: locale,
  });
  const cspViolations = await watchCspViolations(context);
  // Pictures come from the page's own files (the routes suite fetches each); here they would
  // only queue dozens of requests at the emulator.
  await context.route(/\/(img|marks)\//, (request) =>
    request.fulfill({ contentType: 'image/svg+xml', body: PICTURE }),
  );
  return { page, consoleErrors, cspViolations };
}

/** Each picture of the page: whether it is in the view's first screen, and whether it loads lazily. */
const pictures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')].map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.getAttribute('src'),
        inView: box.width > 0 && box.top < innerHeight,
        lazy: img.loading === 'lazy',
      };
    }),
  );
type Pictures = Awaited<ReturnType<typeof pictures>>;

/**
 * The pictures that load at the wrong time: lazily though in the phone's first screen (they would
 * wait for the layout to find them in view), or with the page though in no view's first screen
 * (they would share the slow connection with the page's text). In a laptop's first screen only, a
 * picture may do either: the site is drawn for the phone first.
 */
function misloadedPictures(views: Pictures[]) {
  const [phone] = views;
  // A file that some first screen shows is fetched with the page anyway (the 404 page repeats the
  // logo in each language's words, all but one hidden).
  const inAFirstScreen = new Set(
    views
      .flat()
      .filter((p) => p.inView)
      .map((p) => p.src),
  );
  return {
    lazyInPhoneScreen: phone.filter((p) => p.inView && p.lazy).map((p) => p.src),
    eagerBelowEveryScreen: phone
      .filter((p) => !p.lazy && !inAFirstScreen.has(p.src))
      .map((p) => p.src),
  };
}

/** What `list` gathered since the last call, emptying it for the next page. */
const taken = (list: string[]) => list.splice(0, list.length);

/**
 * Everything one load of a page can show, checked once per template rather than once per suite:
 * its status, its h1, the console's errors and the policy's violations (the overlay menu opened
 * at phone width on the English pages, so the menu's code runs too), and axe's violations and
 * the sideways scroll of every view. The views are the same document, resized and recoloured as
 * a phone turned or a system switched to dark would show it, and CSS answers both without a
 * reload. The page loads in `visitor`'s tab.
 */
async function tour(
  { path: address, views: pageViews }: Tour,
  { page, consoleErrors, cspViolations }: Visitor,
) {
  const locale = localeOfPath(address);
  taken(consoleErrors);
  taken(cspViolations);
  const response = await page.goto(urlOf(address), { waitUntil: 'networkidle' });
  const h1 = await page.locator('h1').allInnerTexts();
  const results = [];
  const picturesByView: Pictures[] = [];
  for (const view of pageViews) {
    await page.setViewportSize({ width: view.width, height: 800 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    picturesByView.push(await pictures(page));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    results.push({
      view: `${view.width}px ${view.colorScheme}`,
      sideways: overflow > 0 ? `${overflow}px` : 'none',
      violations: summary(
        await axeViolations(page, view.colorScheme === 'dark' ? COLOUR_RULES : undefined),
      ),
    });
  }
  // The menu's code is the same in every language: opened on each English template.
  if (!notFound(address) && locale === defaultLocale) {
    await page.setViewportSize({ width: views[0].width, height: 800 });
    await page.getByRole('button', { name: loadUi(locale).menuButton }).click();
    await page.getByRole('dialog').getByRole('link').first().waitFor();
  }
  return {
    status: response?.status(),
    h1,
    // The 404 page's own answer is the one error a browser logs for it.
    consoleErrors: taken(consoleErrors).filter(
      (error) => !(notFound(address) && error.includes('404')),
    ),
    cspViolations: taken(cspViolations),
    views: results,
    pictures: misloadedPictures(picturesByView),
  };
}

it.concurrent.each(tours.map((entry) => [entry.path, entry] as const))(
  '%s: status, one h1, no console error or policy violation, in each view no axe violation and no sideways scroll, and each picture loading when it is needed',
  async (address, entry) => {
    const seen = await inVisitorTab(localeOfPath(address), (visitor) => tour(entry, visitor));
    expect(seen).toEqual({
      status: notFound(address) ? 404 : 200,
      // The 404 page's words are in every language (routes.test.ts checks which one shows).
      h1: notFound(address) ? seen.h1 : [entry.heading],
      consoleErrors: [],
      cspViolations: [],
      views: seen.views.map(({ view }) => ({ view, sideways: 'none', violations: [] })),
      pictures: { lazyInPhoneScreen: [], eagerBelowEveryScreen: [] },
    });
  },
);

it('dark mode only recolours: no dark: variant changes what is drawn or where', () => {
  const sources = ['app', 'components'].flatMap((dir) =>
    fs
      .readdirSync(path.join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.join(dir, file)),
  );
  const layout =
    /\bdark:(?:[\w-]+:)*(?:hidden|block|inline|flex|grid|contents|table|sr-only|not-sr-only|invisible|visible|absolute|relative|fixed|sticky|static|order-|[whpm][xytrbl]?-|size-|gap-|inset-|top-|left-|right-|bottom-|text-(?:xs|sm|base|lg|xl|\d))/g;
  const found = sources.flatMap((file) =>
    (fs.readFileSync(file, 'utf8').match(layout) ?? []).map((variant) => `${file}: ${variant}`),
  );
  expect(found).toEqual([]);
});
