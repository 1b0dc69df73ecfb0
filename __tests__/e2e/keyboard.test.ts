import type { Browser, Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';
import { specMenu } from '../support/spec';
import { focused, hydrated, launchBrowser, openPage, urlOf } from './harness';

const ui = loadUi();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Stop {
  text: string;
  href: string | null;
  /** Why the focus is not visible, or '' when it is. */
  invisible: string;
}

/** Presses Tab and describes where focus landed and whether a visible indicator shows it. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { text: '', href: null, invisible: 'nothing focused' };
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    return {
      text: element.textContent?.trim() ?? '',
      href: element.getAttribute('href'),
      invisible: !inView ? 'off screen' : outline || ring ? '' : 'no outline or box-shadow',
    };
  });
}

/** Tabs until `wanted` matches (at most `limit` presses), checking every stop on the way. */
async function tabTo(page: Page, wanted: (stop: Stop) => boolean, limit = 30): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    stops.push(await tab(page));
    if (wanted(stops.at(-1)!)) return stops;
  }
  throw new Error(
    `Tab never reached the target; stops: ${JSON.stringify(stops.map((s) => s.text))}`,
  );
}

const withoutIndicator = (stops: Stop[]) =>
  stops.filter((stop) => stop.invisible).map((stop) => `${stop.text}: ${stop.invisible}`);

describe('keyboard only, at 1280px', () => {
  let page: Page;
  beforeEach(async () => {
    ({ page } = await openPage(browser, { width: 1280 }));
    await page.goto(urlOf('/welcome'));
  });
  afterEach(() => page.context().close());

  it('the first Tab reaches the skip link, visibly; Enter moves focus to the main content', async () => {
    const [first] = await tabTo(page, () => true, 1);
    expect(first).toEqual({ text: ui.skipLink, href: '#main', invisible: '' });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('Tab reaches every menu entry, each with a visible focus indicator', async () => {
    const last = specMenu.at(-1)![1];
    const stops = await tabTo(page, (stop) => stop.href === last);
    const reached = stops.map((stop) => [stop.text, stop.href]);
    for (const entry of specMenu) expect(reached).toContainEqual(entry);
    expect(withoutIndicator(stops)).toEqual([]);
  });

  it('Enter follows a menu entry', async () => {
    await tabTo(page, (stop) => stop.href === '/about');
    await page.keyboard.press('Enter');
    await page.waitForURL(urlOf('/about'));
  });
});

describe('keyboard only, at 375px', () => {
  let page: Page;
  beforeEach(async () => {
    ({ page } = await openPage(browser, { width: 375 }));
    await page.goto(urlOf('/welcome'));
    await hydrated(page.getByRole('button', { name: ui.menuButton, exact: true }));
  });
  afterEach(() => page.context().close());

  it('Tab reaches the Menu button; Enter opens the menu and Tab reaches every entry, visibly', async () => {
    const toButton = await tabTo(page, (stop) => stop.text === ui.menuButton);
    expect(toButton[0].text).toBe(ui.skipLink);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    const inMenu = await tabTo(page, (stop) => stop.href === specMenu.at(-1)![1], 20);
    const reached = inMenu.map((stop) => [stop.text, stop.href]);
    for (const entry of specMenu) expect(reached).toContainEqual(entry);
    expect(withoutIndicator([...toButton, ...inMenu])).toEqual([]);
  });

  it('Enter on an entry in the open menu follows it and closes the menu', async () => {
    await tabTo(page, (stop) => stop.text === ui.menuButton);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    await tabTo(page, (stop) => stop.href === '/contact', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL(urlOf('/contact'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focused(page)).not.toContain(ui.closeMenu);
  });
});
