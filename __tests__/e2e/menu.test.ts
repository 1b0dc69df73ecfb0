import type { Browser, Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';
import { specMenu } from '../support/spec';
import { focused, hydrated, launchBrowser, openPage, urlOf, visibleLinks } from './harness';

const ui = loadUi();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The menu as it should read on /about: the four entries, About marked current. */
const onAbout = specMenu.map(([label, href]) => [label, href, href === '/about' ? 'page' : null]);

async function aboutPage(width: number) {
  const opened = await openPage(browser, { width });
  await opened.page.goto(urlOf('/about'));
  return opened;
}

// While the dialog is open the rest of the page is inert, hence includeHidden.
const menuButton = (page: Page) =>
  page.getByRole('button', { name: ui.menuButton, exact: true, includeHidden: true });

/** The dialog element itself has no box (its backdrop and panel are fixed); wait on its links. */
async function openOverlay(page: Page) {
  await (await hydrated(menuButton(page))).click();
  await page.getByRole('dialog').getByRole('link').first().waitFor();
}

// The pane and the overlay also list the languages: the menu's entries are those of the main nav.
const mainNav = `nav[aria-label="${ui.mainNav}"]`;

describe.each([768, 1280])('at %ipx the menu is a permanent pane', (width) => {
  it('shows the four entries, the current one marked, and no Menu button', async () => {
    const { page, context } = await aboutPage(width);
    expect(await page.locator(`header ${mainNav}`).isVisible()).toBe(true);
    expect(await visibleLinks(page, `header ${mainNav}`)).toEqual(onAbout);
    expect(await menuButton(page).isVisible()).toBe(false);
    await context.close();
  });
});

describe.each([375, 767])('at %ipx the menu is an overlay', (width) => {
  let page: Page;
  beforeEach(async () => {
    ({ page } = await aboutPage(width));
  });
  afterEach(() => page.context().close());

  it('hides the pane and shows a collapsed Menu button', async () => {
    expect(await page.locator(`header ${mainNav}`).isVisible()).toBe(false);
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with the four entries, the current one marked', async () => {
    await openOverlay(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await visibleLinks(page, `[role="dialog"] ${mainNav}`)).toEqual(onAbout);
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    await openOverlay(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .locator('header button[aria-haspopup="dialog"]:focus')
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined);
    expect(await focused(page)).toBe(`BUTTON "${ui.menuButton}"`);
  });

  it('closes when the backdrop is clicked', async () => {
    await openOverlay(page);
    await page.mouse.click(width - 5, 400);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('follows a link and closes', async () => {
    await openOverlay(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(urlOf('/contact'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  });
});
