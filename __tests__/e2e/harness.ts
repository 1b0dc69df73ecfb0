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
import { apiEndpoints } from '@/lib/api-endpoints';
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

/** What iPhone Safari shows of a page at 390 px with its toolbars in view. */
export const safariScreen = { width: 390, height: 664 };

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
   * segment fetches per link): yes unless a suite says no. A suite that examines the page it
   * loaded, not where its links go, says no, and the requests are answered here, empty, rather
   * than queue at the emulator while the page is measured. Answering requests here turns the
   * browser's cache off, so a suite that needs a second visit's cache says yes.
   */
  prefetch?: boolean;
  /**
   * What the Network Information API tells the page's scripts (navigator.connection): an estimate
   * of a slow connection unless named, so a first visit is drawn in the brand face's stand-in
   * (components/shell/brand-font-script.tsx) whatever the local server's timing, which decides
   * for a fresh browser's report (its first answer for a page, compressed then, can be slow).
   * Left to the browser, it is an estimate from the browser's own past traffic, which differs
   * between machines and builds.
   */
  connection?: Connection;
  /**
   * Whether the page's audience beacons (lib/audience/beacon.ts) reach the audience function: no
   * unless a suite counts visits. Kept in the page, the beacons of the hundreds of pages the
   * suites load do not queue at the Functions emulator beside the suites that time its answers
   * (in the page, not by routing, which would turn the browser's cache off).
   */
  measured?: boolean;
}

/** A connection as the Network Information API rounds it. */
export interface Connection {
  rtt: number;
  downlink: number;
}

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
    measured = false,
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
  await context.addInitScript(recordLoads);
  await context.addInitScript(
    ({ rtt, downlink }) =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ rtt, downlink, saveData: false }),
      }),
    connection,
  );
  if (!measured) await context.addInitScript(answerBeaconsHere, apiEndpoints.audience);
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
 * The page's beacons and fetches to `endpoint` succeed without leaving the page (see
 * PageOptions.measured).
 */
function answerBeaconsHere(endpoint: string) {
  const toEndpoint = (target: unknown) =>
    new URL(String(target instanceof Request ? target.url : target), location.href).pathname ===
    endpoint;
  const { sendBeacon } = navigator;
  navigator.sendBeacon = (url, data) => toEndpoint(url) || sendBeacon.call(navigator, url, data);
  const { fetch } = window;
  window.fetch = (input, init) =>
    toEndpoint(input) ? Promise.resolve(new Response(null, { status: 204 })) : fetch(input, init);
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
 * Records on `window.loadsSettled` the address of every script and stylesheet that has loaded, or
 * failed to: see scriptsLoaded. Their load and error events do not bubble, but pass the document
 * on their way down.
 */
function recordLoads() {
  const settled = new Set<string>();
  (window as unknown as { loadsSettled: Set<string> }).loadsSettled = settled;
  const record = (event: Event) => {
    const { target } = event;
    if (target instanceof HTMLScriptElement && target.src) settled.add(target.src);
    if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') settled.add(target.href);
  };
  document.addEventListener('load', record, true);
  document.addEventListener('error', record, true);
}

/**
 * Waits until what a page does by itself once loaded has begun: React's first commit is done,
 * and the browser has been idle twice. React runs a commit's effects in a task of their own, which
 * comes before the browser is idle; idle callbacks run in the order they were asked for, so those
 * a page asked for before the first idle time have run by the second.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { reactCommits: number }).reactCommits > 0,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
}

/**
 * The scripts the page has asked for: those in its document, since a chunk is loaded by adding
 * its script there, less those the browser skips (nomodule).
 */
export const scriptsAskedFor = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]:not([nomodule])')].map(
      (script) => script.src,
    ),
  );

/**
 * The scripts the page has asked for, once every one of them and every stylesheet has loaded,
 * with those they asked for in turn: a chunk's code runs before its script's load event, so a
 * chunk it asks for at once (or once its own stylesheet is in) is in the document by then.
 */
export const scriptsLoaded = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const done = (window as unknown as { loadsSettled: Set<string> }).loadsSettled;
        const check = () => {
          const scripts = [
            ...document.querySelectorAll<HTMLScriptElement>('script[src]:not([nomodule])'),
          ].map((script) => script.src);
          const stylesheets = [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
          ].map((link) => link.href);
          if ([...scripts, ...stylesheets].every((address) => done.has(address))) resolve(scripts);
          else setTimeout(check, 20);
        };
        check();
      }),
  );

/** Of the scripts at `addresses`, those whose code `matches`: each fetched again, here. */
export async function scriptsWhoseCode(
  addresses: string[],
  matches: (code: string) => boolean,
): Promise<string[]> {
  const codes = await Promise.all(addresses.map(async (address) => (await fetch(address)).text()));
  return addresses.filter((_, index) => matches(codes[index]));
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

/**
 * Layout shifts since the page began, as the browser counts them for CLS, up to a frame drawn
 * after the call: the browser reports a frame's shifts as it draws it, and a frame's callbacks run
 * before it is drawn, so the second frame's callbacks come after the first frame's shifts.
 */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // No shift at all is no entry, and no call of the observer: it also reads a mark made
            // here, queued after the shifts already buffered, so once the mark has come so have they.
            const read = `layout-shift-read-${performance.now()}`;
            performance.mark(read);
            let sum = 0;
            const observer = new PerformanceObserver((list) => {
              let done = false;
              for (const entry of list.getEntries()) {
                if (entry.entryType === 'layout-shift') sum += (entry as LayoutShift).value;
                else if (entry.name === read) done = true;
              }
              if (!done) return;
              observer.disconnect();
              performance.clearMarks(read);
              resolve(sum);
            });
            observer.observe({ type: 'layout-shift', buffered: true });
            observer.observe({ type: 'mark', buffered: true });
          }),
        );
      }),
  );

/** The part of a layout-shift entry the sum reads (TypeScript's DOM types have none). */
interface LayoutShift extends PerformanceEntry {
  value: number;
}

/** Waits until the page's fonts, the headings' brand face among them, are in and drawn. */
export const brandFaceIn = (page: Page) =>
  page.evaluate(() => document.fonts.ready.then(() => undefined));
