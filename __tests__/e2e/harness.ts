import fs from 'node:fs';
import path from 'node:path';
import type { Result as AxeResult } from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { brandFontNote } from '@/lib/brand-font-note';
import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';
import { siteUnderTest } from '../support/emulators';

export type { AxeResult };

/** The site under test: the Hosting emulator serving out/, unless E2E_BASE_URL names another. */
export const baseUrl = siteUnderTest;

/** The first screens the site is designed for: a phone's and a laptop's. */
export const firstScreens = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  width: number;
  height?: number;
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
  /** The visitor's address, as Hosting's proxies would have appended it (X-Forwarded-For). */
  visitor?: string;
  /**
   * The browser's language (navigator.languages, Accept-Language): English unless named. A page in
   * another language offers the browser's once it has loaded (components/shell/language-offer.tsx),
   * so a test of a translated page names the language a visitor of that page would have.
   */
  language?: Locale;
  /**
   * Whether Next may prefetch the pages the links in view lead to (a HEAD and two or three
   * segment fetches per link, some 25 requests a page): yes unless a suite says no. A suite that
   * examines the page it loaded, not where its links go, says no, and the requests are answered
   * here, empty, rather than queue at the emulator while the page is measured. Answering requests
   * here turns the browser's cache off, so a suite that needs a second visit's cache says yes.
   */
  prefetch?: boolean;
  /**
   * What the Network Information API tells the page's scripts (navigator.connection): an estimate
   * of a slow connection unless named, so a first visit is drawn in the brand face's stand-in
   * (components/shell/brand-font-script.tsx) whatever the local server's timing, which decides
   * for a fresh browser's report (its first answer for a page, compressed then, can take 250 ms).
   * Left to the browser, it is an estimate from the browser's own past traffic, which differs
   * between machines and builds.
   */
  connection?: Connection;
}

/** A connection as the Network Information API rounds it. */
export interface Connection {
  rtt: number;
  downlink: number;
}

/** What a browser with no estimate of its connection yet reports. */
export const freshConnection: Connection = { rtt: 100, downlink: 1.35 };

/** What a browser estimates of the bench's slow 4G. */
export const slowConnection: Connection = { rtt: 150, downlink: 1.6 };

/** Whether a request is Next's prefetch of a link's page: a HEAD, or a fetch of its segments. */
const isPrefetch = (request: Request) =>
  request.method() === 'HEAD' || request.headers()['next-router-prefetch'] === '1';

/** A fresh context and page; `consoleErrors` collects console errors and uncaught page errors. */
export async function openPage(
  browser: Browser,
  {
    width,
    height = 800,
    javaScriptEnabled = true,
    reducedMotion,
    colorScheme,
    visitor,
    language = defaultLocale,
    prefetch = true,
    connection = slowConnection,
  }: PageOptions,
): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    javaScriptEnabled,
    reducedMotion,
    colorScheme,
    locale: languageTags[language],
    extraHTTPHeaders: visitor ? { 'X-Forwarded-For': visitor } : undefined,
  });
  // Everything is local: a wait longer than this is a failure, reported while the run is still short.
  context.setDefaultTimeout(10_000);
  await context.addInitScript(countReactCommits);
  await context.addInitScript(
    ({ rtt, downlink }) =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ rtt, downlink, saveData: false }),
      }),
    connection,
  );
  if (!prefetch) {
    await context.route('**/*', (route) =>
      isPrefetch(route.request()) ? route.fulfill({ status: 204 }) : route.fallback(),
    );
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // A failed load only says "404"; the location names the resource.
    const { url } = message.location();
    if (message.type() === 'error')
      consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

const axeSource = fs.readFileSync(
  path.join(process.cwd(), 'node_modules/axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's default rules (WCAG 2 A/AA and best practices) on the current page, or only `rules`:
 * the violations.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeResult[]> {
  // evaluate() runs outside the page's Content-Security-Policy, unlike an injected <script>; once
  // per document is enough for any number of runs.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    return results.violations;
  }, rules);
}

/** The address of a site path such as "/about" or "/jobs/senior-backend-engineer". */
export function urlOf(path: string): string {
  return `${baseUrl}${path}`;
}

/** [label, href, aria-current] of the links inside `selector`, visible ones only. */
export function visibleLinks(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) =>
    Array.from(root.querySelectorAll('a'))
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => [
        link.textContent?.trim(),
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
  );
}

/**
 * Counts React's commits on `window.reactCommits`, through the hook React offers its developer
 * tools (React calls `onCommitFiberRoot` after every commit, production builds included).
 */
function countReactCommits() {
  const counter = window as unknown as { reactCommits: number };
  counter.reactCommits = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberRoot: () => (counter.reactCommits += 1),
      onCommitFiberUnmount: () => undefined,
    },
  });
}

/**
 * Waits until React has hydrated and committed the element `locator` finds. The server's HTML has
 * no handlers, and React only answers events once its first commit is done: a click before then is
 * lost, and a busy machine can load a page long before it commits. React marks the elements it has
 * rendered with a `__reactProps$…` key, already during the render before the commit; hence both.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          (window as unknown as { reactCommits: number }).reactCommits > 0 &&
          Object.keys(element).some((key) => key.startsWith('__reactProps$'))
            ? resolve()
            : setTimeout(check, 20);
        check();
      }),
  );
  return locator;
}

/**
 * Tabs lent to one test at a time, for a suite whose tests run two at a time (test.concurrent):
 * each test browses in a tab no other test is using, opened by `open` when every tab is lent,
 * and a tab serves page after page, as a visitor's does.
 */
export function tabPool<Tab extends { page: Page }>(open: () => Promise<Tab>) {
  const idle: Tab[] = [];
  const opened: Tab[] = [];
  return {
    async use<T>(visit: (tab: Tab) => Promise<T>): Promise<T> {
      let tab = idle.pop();
      if (!tab) {
        tab = await open();
        opened.push(tab);
      }
      try {
        return await visit(tab);
      } finally {
        idle.push(tab);
      }
    },
    close: () => Promise.all(opened.map((tab) => tab.page.context().close())),
  };
}

/** The focused element as `TAG "text"`, for readable failure messages. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"` : 'nothing';
  });
}

/**
 * Collects the Content-Security-Policy violations of every page of `context`, across
 * navigations: the securitypolicyviolation events (reported through a binding, which the
 * policy does not govern) and Chrome's console reports. Call before the first navigation.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** How far the page scrolls sideways, and the buttons and links whose text is cut or spills. */
export const misfits = (target: Page) =>
  target.evaluate(() => {
    const root = document.documentElement;
    const clipped = [...document.querySelectorAll<HTMLElement>('button, a, label, select')]
      // Drawn, and not the screen readers' alone (a visually hidden skip link is 1 px wide).
      .filter((element) => element.offsetParent !== null && element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).display !== 'inline')
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
    return { sideways: Math.max(0, root.scrollWidth - root.clientWidth), clipped };
  });

/** Layout shifts since the page began, as the browser counts them for CLS. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: the observer then never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );

/**
 * Waits until the page has downloaded the brand face for the pages after it and kept its note
 * (components/shell/brand-font-script.tsx).
 */
export const brandFaceKept = (page: Page) =>
  page.waitForFunction((note) => localStorage.getItem(note), brandFontNote);
