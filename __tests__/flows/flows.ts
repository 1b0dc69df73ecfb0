import type { Browser, BrowserContext, Page } from 'playwright-core';
import { authEmulatorUrl, firebaseOptions } from '@/lib/backend.mjs';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { fill } from '@/lib/format';
import { closeAdmins } from '../firebase/admin';
import { requireFunctions, resetQuotas } from '../firebase/endpoints';
import { requireEmulators } from '../support/emulators';
import { launchBrowser, openPage, watchCspViolations } from '../e2e/harness';

/** Helpers of the browser tests that go through Firebase (accounts, contact, newsletter). */

const { apiKey } = firebaseOptions();
const accounts = (method: string) =>
  `${authEmulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${apiKey}`;

const refused = (url: string) =>
  `Failed to load resource: the server responded with a status of 400 (Bad Request) (${url})`;

/** Auth emulator endpoints: where the browser signs in, and where a test creates an account. */
export const authRefusals = {
  signUpUrl: accounts('signUp'),
  /** What Chrome logs when the Auth emulator refuses a password sign-in (HTTP 400). */
  signInWithPassword: refused(accounts('signInWithPassword')),
  /** ... and a reset link for an address without an account. */
  sendOobCode: refused(accounts('sendOobCode')),
};

export interface FlowPage {
  page: Page;
  context: BrowserContext;
  /**
   * Console errors and CSP violations so far. `expected` names console errors a test causes on
   * purpose, each matched exactly (or by a pattern, for an address with a build hash) and
   * required (Chrome logs every 4xx answer and failed load, even a handled one).
   */
  problems: (...expected: (string | RegExp)[]) => {
    consoleErrors: string[];
    cspViolations: string[];
  };
}

/** A fresh context (a new visitor) that records console errors and CSP violations. */
let visitors = 0;

async function flowPage(browser: Browser, width: number, measured: boolean): Promise<FlowPage> {
  // The Hosting emulator appends no X-Forwarded-For entry, as Hosting does: each test's browser
  // names its own visitor address, as the endpoint tests do, or the functions would count every
  // browser as the one local visitor, sharing one quota.
  const visitor = `browser-${process.pid}-${visitors++}`;
  const { page, context, consoleErrors } = await openPage(browser, { width, visitor, measured });
  const cspViolations = await watchCspViolations(context);
  return {
    page,
    context,
    problems: (...expected) => {
      const matches = (error: string, pattern: string | RegExp) =>
        typeof pattern === 'string' ? error === pattern : pattern.test(error);
      return {
        consoleErrors: [
          ...consoleErrors.filter((error) => !expected.some((pattern) => matches(error, pattern))),
          // An expected error that never shows means the filter is stale, not that all is well.
          ...expected
            .filter((pattern) => !consoleErrors.some((error) => matches(error, pattern)))
            .map((pattern) => `expected, not logged: ${pattern}`),
        ],
        cspViolations,
      };
    },
  };
}

/**
 * Registers a flow file's hooks: one browser for the file, a new visitor (context) per test.
 * `measured`: the pages' audience beacons reach the audience function (see openPage). Returns the
 * current test's page.
 */
export function flowPerTest({ width = 1280, measured = false } = {}): () => FlowPage {
  let browser: Browser;
  let flow: FlowPage;
  beforeAll(async () => {
    await requireEmulators();
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    flow = await flowPage(browser, width, measured);
  });
  afterEach(() => flow.context.close());
  return () => flow;
}

/**
 * Registers the hooks of a flow file whose pages reach the functions: they must be up, and every
 * test starts with unused quotas (the emulators' are small).
 */
export function withFunctions(): void {
  beforeAll(requireFunctions, 45_000);
  beforeEach(resetQuotas);
  afterAll(closeAdmins);
}

/** A form control's state as assistive technology sees it, with the texts it is described by. */
export function fieldState(page: Page, id: string) {
  return page.evaluate((id) => {
    const control = document.getElementById(id) as HTMLInputElement;
    const describedBy = control.getAttribute('aria-describedby');
    return {
      invalid: control.getAttribute('aria-invalid'),
      describedBy,
      messages: (describedBy ?? '')
        .split(' ')
        .filter(Boolean)
        .map((ref) => document.getElementById(ref)?.textContent ?? `missing #${ref}`),
      value: control.value,
      focused: document.activeElement === control,
    };
  }, id);
}

const { contact } = loadForms();

/** Fills in the contact form by keyboard, as a visitor would (the topic: the second one). */
export async function typeMessage(page: Page, { name, email, text }: Record<string, string>) {
  const label = (text: string) => page.getByLabel(text, { exact: true });
  await label(contact.fields.name.label).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await label(contact.fields.topic.label).selectOption(contact.fields.topic.options[1].id);
  await label(contact.fields.message.label).focus();
  await page.keyboard.type(text);
}

/** Waits for the contact form to say its message is sent; returns the reference it names. */
export async function announcedReference(page: Page): Promise<string> {
  const [before] = contact.sent.split('{reference}');
  const status = page.getByRole('status').filter({ hasText: before });
  await status.waitFor();
  const said = (await status.textContent()) ?? '';
  const reference = /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec(said)?.[0] ?? 'none';
  expect(said).toBe(fill(contact.sent, { reference }));
  return reference;
}

/** Types name, e-mail and password into the sign-up form by keyboard, then presses Enter. */
export async function typeSignUp(page: Page, values: string[]) {
  await page.getByLabel(loadAuth().fields.name.label, { exact: true }).focus();
  for (const [index, value] of values.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
}
