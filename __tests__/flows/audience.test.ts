/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadAudience } from '@/lib/content/audience';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { loadNewsletter } from '@/lib/content/newsletter';
import { loadPage } from '@/lib/content/pages';
import { fill } from '@/lib/format';
import { localUrl } from '@/lib/backend.mjs';
import { newsletterPages } from '@/lib/newsletter-pages';
import { eventually, linkIn, mailsArrived, siteUrl } from '../firebase/endpoints';
import { proveAddress, uniqueEmail } from '../support/emulators';
import { flowPerTest, typeSignUp, withFunctions } from './flows';
import { urlOf } from '../e2e/harness';

const auth = loadAuth();
const { newsletter } = loadForms();
const confirmCopy = loadNewsletter().confirm;
const { report } = loadAudience('en');

const flow = flowPerTest({ measured: true });
withFunctions();

/**
 * A visitor as the functions count one: a real browser's User-Agent (a headless one is a crawler
 * to isbot) and an address of its own, as Hosting would forward it.
 */
async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({
    'User-Agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'X-Forwarded-For': `198.51.100.${(process.pid % 200) + 1}`,
  });
}

/**
 * Today's count of each step as the warehouse holds it now, by step and audience: what the page
 * must show one more of (an earlier test of the same run may have counted some).
 */
async function countsNow(): Promise<Record<string, number>> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${localUrl('warehouse')}/query`, {
    method: 'POST',
    body: JSON.stringify({ name: 'conversions', params: { from: today, to: today } }),
  });
  const rows = (await response.json()) as {
    conversion: string;
    role: string;
    conversions: string;
  }[];
  return Object.fromEntries(
    rows.map((row) => [`${row.conversion} ${row.role}`, Number(row.conversions)]),
  );
}

/**
 * The visitor leaves the tab: the page is hidden, which ends its page views (their beacons go
 * now, from the page, with its headers; a beacon sent as a page unloads leaves without them).
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** The cells of each row of the staff page's table named `caption`, its header row left out. */
async function tableRows(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  const rows = table.getByRole('row');
  const texts: string[][] = [];
  for (const row of (await rows.all()).slice(1)) {
    texts.push((await row.locator('th, td').allTextContents()).map((text) => text.trim()));
  }
  return texts;
}

describe('audience measurement, end to end', () => {
  it('a visit, a sign-up and a subscription show on the staff page', async () => {
    const { page } = flow();
    await asVisitor(page);
    const email = uniqueEmail('visitor');
    const before = await countsNow();
    const oneMore = (conversion: string, role: string, shown: string) => [
      report.steps[conversion as keyof typeof report.steps],
      shown,
      String((before[`${conversion} ${role}`] ?? 0) + 1),
    ];

    // A visit: the home page, then the sellers' page, then "Join as a seller", by the menu's links.
    await page.goto(urlOf('/welcome'));
    await page.waitForLoadState('load');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: loadPage('sellers').label, exact: true })
      .click();
    await page.waitForURL(urlOf('/sellers'));
    await page.getByRole('link', { name: 'Join as a seller', exact: true }).first().click();
    await page.waitForURL(urlOf('/account?join=seller'));
    await typeSignUp(page, ['Rui Matos', email, 'quiet-harbour-58']);
    await page.getByRole('heading', { name: auth.account.heading }).waitFor();

    // A subscription from the account page's footer, confirmed from its mail.
    const field = page.getByRole('contentinfo').getByLabel(newsletter.email.label, { exact: true });
    await field.fill(email);
    await field.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: fill(newsletter.checkInbox, { email }) })
      // The first request to a function in a run starts its worker: seconds on a busy machine.
      .waitFor({ timeout: 30_000 });
    const [mail] = await mailsArrived(email);
    await hide(page);
    await page.goto(linkIn(mail, `${siteUrl}${newsletterPages.confirm}#`).href);
    await page.getByRole('button', { name: confirmCopy.submit }).click();
    await page.getByRole('status').filter({ hasText: confirmCopy.done }).waitFor();

    // The account proves its address and the site's owner makes it staff; the page views end as
    // the staff page opens.
    await proveAddress(email);
    execFileSync('node', ['scripts/staff.mjs', 'grant', email]);
    await hide(page);
    await page.goto(urlOf('/staff'));
    await eventually(async () => {
      await page.reload();
      const steps = await tableRows(page, report.sections.conversions);
      expect(steps).toEqual(
        expect.arrayContaining([
          oneMore('sign-up-started', 'seller', 'seller'),
          oneMore('account-created', 'seller', 'seller'),
          oneMore('newsletter-asked', '', report.anyRole),
          oneMore('newsletter-confirmed', '', report.anyRole),
        ]),
      );
      // The views come in their own beacons, which a busy machine may count after the conversions.
      const pages = (await tableRows(page, report.sections.pages)).map(([path]) => path);
      expect(pages).toEqual(expect.arrayContaining(['/welcome', '/sellers', '/account']));
    }, 45_000);
    // The visit entered on /welcome, from nowhere; the sellers' page converted its sign-up.
    expect((await tableRows(page, report.sections.entryPages)).map(([path]) => path)).toContain(
      '/welcome',
    );
    const sources = await tableRows(page, report.sections.sources);
    expect(sources.map(([source]) => source)).toEqual([report.sources.direct]);
    const byAudience = await tableRows(page, report.sections.byAudiencePage);
    // The sellers' page's views, with the sign-ups started and the accounts made from them.
    const sellers = byAudience.find(([path]) => path === '/sellers');
    expect(sellers?.slice(2, 4)).toEqual([
      expect.stringMatching(/%$/),
      expect.stringMatching(/%$/),
    ]);
    expect(sellers?.[2]).not.toBe('0%');
    // The chart's table, for a screen reader: today's visitors, one network and browser each.
    expect(Number((await tableRows(page, report.chart.caption)).at(-1)?.at(-1))).toBeGreaterThan(0);
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
    // What the owners saw after this session, kept with the run's results for a person to look at.
    await page.screenshot({
      path: path.join('test-results', 'audience', 'staff.png'),
      fullPage: true,
    });
  }, 120_000);
});
