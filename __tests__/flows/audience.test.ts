/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { loadAudience } from '@/lib/content/audience';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { loadNewsletter } from '@/lib/content/newsletter';
import { loadPage } from '@/lib/content/pages';
import { fill } from '@/lib/format';
import { newsletterPages } from '@/lib/newsletter-pages';
import { eventually, linkIn, mailsArrived, siteUrl } from '../firebase/endpoints';
import { uniqueEmail } from '../support/emulators';
import { flowPerTest, typeSignUp, withFunctions } from './flows';
import { urlOf } from '../e2e/harness';

const auth = loadAuth();
const { newsletter } = loadForms();
const confirmCopy = loadNewsletter().confirm;
const { report } = loadAudience('en');

const flow = flowPerTest();
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

/** The cells of each row of the staff page's table named `caption`, its header row left out. */
async function tableRows(page: Page, caption: string) {
  const rows = page.getByRole('table', { name: caption }).getByRole('row');
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
      .waitFor();
    const [mail] = await mailsArrived(email);
    await page.goto(linkIn(mail, `${siteUrl}${newsletterPages.confirm}#`).href);
    await page.getByRole('button', { name: confirmCopy.submit }).click();
    await page.getByRole('status').filter({ hasText: confirmCopy.done }).waitFor();

    // The site's owner makes the account staff; the page views end as the staff page opens.
    execFileSync('node', ['scripts/staff.mjs', 'grant', email]);
    await page.goto(urlOf('/staff'));
    await eventually(async () => {
      await page.reload();
      const steps = await tableRows(page, report.sections.conversions);
      expect(steps).toEqual(
        expect.arrayContaining([
          [report.steps['sign-up-started'], 'seller', '1'],
          [report.steps['account-created'], 'seller', '1'],
          [report.steps['newsletter-asked'], report.anyRole, '1'],
          [report.steps['newsletter-confirmed'], report.anyRole, '1'],
        ]),
      );
    }, 60_000);
    const pages = await tableRows(page, report.sections.pages);
    for (const path of ['/welcome', '/sellers', '/account']) {
      expect(pages.find(([page]) => page === path)).toBeDefined();
    }
    // The visit entered on /welcome, from nowhere; the sellers' page converted its sign-up.
    expect(await tableRows(page, report.sections.entryPages)).toContainEqual(['/welcome', '1']);
    const sources = await tableRows(page, report.sections.sources);
    expect(sources.map(([source]) => source)).toEqual([report.sources.direct]);
    const byAudience = await tableRows(page, report.sections.byAudiencePage);
    expect(byAudience.find(([path]) => path === '/sellers')?.slice(1, 4)).toEqual([
      '1',
      '100%',
      '100%',
    ]);
    // The chart's table, for a screen reader: today's one visitor (one network, one browser).
    expect((await tableRows(page, report.chart.caption)).at(-1)?.at(-1)).toBe('1');
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});
