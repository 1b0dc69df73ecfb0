/**
 * @jest-environment node
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadFaq } from '@/lib/content/faq';
import { loadHelpArticles } from '@/lib/content/help';
import { loadJobs } from '@/lib/content/jobs';
import { loadNews } from '@/lib/content/news';
import { loadPage } from '@/lib/content/pages';
import { loadSearch } from '@/lib/content/search';
import { fill } from '@/lib/format';
import { contentPages, sitePages } from '@/lib/routes';
import { focused, launchBrowser, openPage, settled, urlOf, watchCspViolations } from './harness';

const copy = loadSearch();
const PAGEFIND = /\/pagefind\//;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Session {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  violations: string[];
  /** Every Pagefind file the page fetched, in order. */
  pagefindFiles: string[];
}

async function open(width = 1280): Promise<Session> {
  const { page, context, consoleErrors } = await openPage(browser, { width });
  const violations = await watchCspViolations(context);
  const pagefindFiles: string[] = [];
  page.on('request', (request) => {
    if (PAGEFIND.test(request.url())) pagefindFiles.push(new URL(request.url()).pathname);
  });
  return { page, context, consoleErrors, violations, pagefindFiles };
}

interface Result {
  title: string;
  href: string | null;
  marks: string[];
}

const field = (page: Page) => page.getByRole('searchbox', { name: copy.field.label });
const status = (page: Page) => page.locator('main').getByRole('status');
/** The results: the list items beside the search form (/help has lists of its own). */
const results = (page: Page) => page.locator('main div:has(> form[role="search"]) li');

/** Types `query` into the search field and waits until the live region sums up its results. */
async function search(page: Page, query: string): Promise<Result[]> {
  await field(page).focus();
  await page.keyboard.type(query);
  await status(page).getByText(`“${query}”`).waitFor();
  return results(page).evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('a')?.textContent ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? null,
      marks: Array.from(item.querySelectorAll('mark')).map((mark) => mark.textContent ?? ''),
    })),
  );
}

/** The summary the live region should show for `query` when `count` pages match (English). */
const summary = (query: string, count: number) => {
  const forms = copy.results.count;
  const sentence = count === 0 ? forms['=0'] : count === 1 ? forms.one : forms.other;
  return fill(sentence!, { query, count: count.toLocaleString('en-GB') });
};

// Each query is real text from a page's content; the page must be among the first results.
const faqQuestion = loadFaq().topics[1].items[0].question;
const [helpArticle] = loadHelpArticles();
const [job] = loadJobs();
const [article] = loadNews();
const cases = [
  ['a Help Center article', helpArticle.title, `/help/${helpArticle.slug}`],
  ['the FAQ', faqQuestion, '/faq'],
  ['a job', job.title, `/jobs/${job.slug}`],
  ['a news article', article.title, `/news/${article.slug}`],
  ['an audience page', loadPage('sellers').heading, '/sellers'],
] as const;

/** The starts of the query's words: a highlighted word (stemmed, e.g. "fee" for "fees") has one. */
const stemsOf = (query: string) =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 3));

/** How many pages the live region says match `query`; undefined when it says something else. */
async function countIn(page: Page, query: string): Promise<number | undefined> {
  const text = await status(page).innerText();
  return Array.from({ length: 1000 }, (_, count) => count).find(
    (count) => summary(query, count) === text,
  );
}

const publicPages = contentPages()
  .filter((page) => !page.unlisted)
  .map((page) => page.path);

describe('search on /search, in Chromium', () => {
  let session: Session;
  let beforeUse: string[];
  beforeAll(async () => {
    session = await open();
    await session.page.goto(urlOf('/search'));
    // Hydrated, its effects and idle callbacks run: what the page would fetch by itself, it has
    // asked for by then.
    await settled(session.page);
    beforeUse = [...session.pagefindFiles];
  });
  afterAll(() => session?.context.close());
  beforeEach(() => field(session.page).fill(''));

  it('fetches no Pagefind file before the field is used', () => {
    expect(beforeUse).toEqual([]);
  });

  it.each(cases)('finds %s: "%s" -> %s', async (_kind, query, expected) => {
    const results = await search(session.page, query);
    expect(results.map((result) => result.href)).toContain(expected);
    const found = results.find((result) => result.href === expected)!;
    expect(found.marks.length).toBeGreaterThan(0);
    const stems = stemsOf(query);
    for (const mark of found.marks) {
      expect({ mark, stems: stems.some((stem) => mark.toLowerCase().includes(stem)) }).toEqual({
        mark,
        stems: true,
      });
    }
    // Clean addresses of public pages only: no .html, no /search or /account.
    for (const { href } of results) expect(publicPages).toContain(href);
    expect(await countIn(session.page, query)).toBeGreaterThanOrEqual(results.length);
  });

  it('says so when nothing matches', async () => {
    const query = 'zqxjv';
    expect(await search(session.page, query)).toEqual([]);
    expect(await countIn(session.page, query)).toBe(0);
  });

  it('keeps the query in the address, so a search can be shared', async () => {
    const query = 'escrow';
    await search(session.page, query);
    expect(new URL(session.page.url()).searchParams.get('q')).toBe(query);
    const shared = await open(375);
    await shared.page.goto(urlOf(`/search?q=${query}`));
    await status(shared.page).getByText(`“${query}”`).waitFor();
    expect(await field(shared.page).inputValue()).toBe(query);
    expect(await results(shared.page).count()).toBeGreaterThan(0);
    await shared.context.close();
  });

  it('loaded Pagefind on first use, ran its worker with no CSP violation and no console error', () => {
    expect(session.pagefindFiles).toEqual(
      expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-worker.js']),
    );
    expect(session.violations).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });
});

describe('search with the keyboard only', () => {
  it('Tab reaches the field; type; Tab reaches the first result; Enter follows it; Back returns', async () => {
    const { page, context, violations, consoleErrors } = await open(375);
    await page.goto(urlOf('/search'), { waitUntil: 'networkidle' });
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await field(page).evaluate((input) => input === document.activeElement)) break;
    }
    expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
    const query = 'payout';
    await page.keyboard.type(query);
    await status(page).getByText(`“${query}”`).waitFor();
    const first = results(page).locator('a').first();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`A "${(await first.innerText()).trim().slice(0, 40)}"`);
    expect({ violations, consoleErrors }).toEqual({ violations: [], consoleErrors: [] });
    await page.keyboard.press('Enter');
    await page.waitForURL(urlOf(href!));
    await page.goBack();
    await status(page).getByText(`“${query}”`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await field(page).inputValue()).toBe(query);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('the search field on /help', () => {
  it('fetches nothing until used, then finds Help Center articles in place', async () => {
    const { page, context, violations, consoleErrors, pagefindFiles } = await open(375);
    await page.goto(urlOf('/help'));
    await settled(page);
    expect(pagefindFiles).toEqual([]);
    const results = await search(page, helpArticle.title);
    expect(results.map((result) => result.href)).toContain(`/help/${helpArticle.slug}`);
    expect(new URL(page.url()).pathname).toBe('/help');
    expect({ violations, consoleErrors }).toEqual({ violations: [], consoleErrors: [] });
    await context.close();
  });

  it('without JavaScript, submits to /search, which says search needs JavaScript', async () => {
    const { page, context } = await openPage(browser, { width: 375, javaScriptEnabled: false });
    await page.goto(urlOf('/help'));
    await field(page).fill('fees');
    await field(page).press('Enter');
    await page.waitForURL(urlOf('/search?q=fees'));
    expect(await page.locator('main').innerText()).toContain(copy.noScript.body);
    await context.close();
  });
});

describe('/search without JavaScript', () => {
  it('says search needs JavaScript and links the Help Center, the FAQ and the sitemap', async () => {
    const { page, context } = await openPage(browser, { width: 320, javaScriptEnabled: false });
    await page.goto(urlOf('/search'));
    // Playwright's text and role locators skip <noscript>; the rendered text and CSS do not.
    expect(await page.locator('main').innerText()).toContain(copy.noScript.body);
    const links = await page
      .locator('main a')
      .evaluateAll((anchors) =>
        anchors
          .filter((anchor) => anchor.getClientRects().length > 0)
          .map((anchor) => ({ label: anchor.textContent, href: anchor.getAttribute('href') })),
      );
    expect(links).toEqual(copy.noScript.links);
    expect(copy.noScript.links.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/help', '/faq', '/sitemap.xml']),
    );
    await context.close();
  });
});

describe('the search page in the registry', () => {
  it('is noindex and out of the sitemap, yet linked from the footer and the 404 page', async () => {
    expect(sitePages().find((page) => page.path === '/search')?.unlisted).toBe(true);
    const sitemap = await (await fetch(urlOf('/sitemap.xml'))).text();
    expect(sitemap).not.toContain('/search<');
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(urlOf('/search'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // The footer's language list links this page too: the link asked for is the support column's.
    expect(await page.locator('footer a[href="/search"]:not([hreflang])').count()).toBe(1);
    await page.goto(urlOf('/no-such-page'));
    expect(await page.locator('main a[href="/search"]').count()).toBe(1);
    await context.close();
  });
});
