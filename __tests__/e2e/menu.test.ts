import type { Browser, Page } from 'playwright-core';
import { joinHref } from '@/lib/audiences';
import { loadSite } from '@/lib/content/site';
import { loadAuth } from '@/lib/content/auth';
import { loadUi } from '@/lib/content/ui';
import { audienceLinks } from '@/lib/routes';
import { specMenu } from '../support/spec';
import { focused, hydrated, launchBrowser, openPage, urlOf, visibleLinks } from './harness';

const ui = loadUi();
const auth = loadAuth().menu;

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
const sidesNav = `nav[aria-label="${loadSite().footer.marketplace}"]`;

describe.each([768, 1280])('at %ipx the menu is a permanent pane', (width) => {
  it('shows the wordmark as its heading, the four entries, the current one marked, the sides of the marketplace, an account, and no Menu button', async () => {
    const { page, context } = await aboutPage(width);
    const pane = page.getByRole('banner');
    expect(await pane.getByRole('heading', { name: loadSite().name }).isVisible()).toBe(true);
    expect(await page.locator(`header ${mainNav}`).isVisible()).toBe(true);
    expect(await visibleLinks(page, `header ${mainNav}`)).toEqual(onAbout);
    expect(
      await visibleLinks(page, `header ul[aria-label="${loadSite().footer.marketplace}"]`),
    ).toEqual(audienceLinks().map((link) => [link.label, link.href, null]));
    expect(await pane.getByRole('link', { name: auth.create, exact: true }).isVisible()).toBe(true);
    expect(await pane.getByRole('link', { name: auth.signIn, exact: true }).isVisible()).toBe(true);
    expect(await menuButton(page).isVisible()).toBe(false);
    // Beside the page, not over it: main starts where the pane ends.
    const [paneBox, mainBox] = await Promise.all([
      page.locator('header').boundingBox(),
      page.locator('main').boundingBox(),
    ]);
    expect(mainBox!.x).toBeGreaterThanOrEqual(paneBox!.x + paneBox!.width);
    await context.close();
  });
});

describe.each([375, 1280])('at %ipx the shell', (width) => {
  it('is opaque and stays in view: nothing scrolled under it shows through', async () => {
    const { page, context } = await aboutPage(width);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => scrollY > 1000);
    const { background, top } = await page.evaluate((selector) => {
      const element = document.querySelector(selector)!;
      return {
        background: getComputedStyle(element).backgroundColor,
        top: element.getBoundingClientRect().top,
      };
    }, 'header');
    expect(background).toMatch(/^rgb\(/);
    expect(top).toBe(0);
    await context.close();
  });

  it("keeps an audience page's sign-up at hand once its opening has scrolled away", async () => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(urlOf('/talents'));
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => scrollY > 2000);
    const join = page.locator(`header a[href="${joinHref('talent')}"]`);
    expect(await join.isVisible()).toBe(true);
    const box = (await join.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(160);
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

  it('fills the drawer with more than the menu: an account, the four sides, the languages', async () => {
    await openOverlay(page);
    const dialog = page.getByRole('dialog');
    expect(await visibleLinks(page, `[role="dialog"] ${sidesNav}`)).toEqual(
      audienceLinks().map((link) => [link.label, link.href, null]),
    );
    expect(await dialog.getByRole('link').count()).toBeGreaterThanOrEqual(14);
    // Its links take most of the panel's height (the four entries and the languages alone took
    // 42% of it at 844 px).
    const filled = await page.evaluate(() => {
      const panel = document.querySelector('[id^="headlessui-dialog-panel"]')!;
      const links = [...panel.querySelectorAll('a')].map((a) => a.getBoundingClientRect().height);
      return links.reduce((sum, height) => sum + height, 0) / panel.getBoundingClientRect().height;
    });
    expect(filled).toBeGreaterThan(0.6);
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
