import type { Browser, BrowserContext, Page } from 'playwright-core';
import { authEmulatorUrl, firebaseOptions } from '@/lib/backend.mjs';
import { requireEmulators } from '../support/emulators';
import { launchBrowser, openPage, watchCspViolations } from './harness';

/** Helpers of the browser tests that go through Firebase (accounts, contact, newsletter). */

const { apiKey } = firebaseOptions();
const accounts = (method: string) =>
  `${authEmulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${apiKey}`;

/** Auth emulator endpoints: where the browser signs in, and where a test creates an account. */
export const authRefusals = {
  signUpUrl: accounts('signUp'),
  /** What Chrome logs when the Auth emulator refuses a password sign-in (HTTP 400). */
  signInWithPassword: `Failed to load resource: the server responded with a status of 400 (Bad Request) (${accounts('signInWithPassword')})`,
};

export interface FlowPage {
  page: Page;
  context: BrowserContext;
  /**
   * Console errors and CSP violations so far. `expected` names console errors a test causes on
   * purpose, each matched exactly and required (Chrome logs every 4xx answer, even a handled one).
   */
  problems: (...expected: string[]) => { consoleErrors: string[]; cspViolations: string[] };
}

/** A fresh context (a new visitor) that records console errors and CSP violations. */
async function flowPage(browser: Browser, width: number): Promise<FlowPage> {
  const { page, context, consoleErrors } = await openPage(browser, { width });
  const cspViolations = await watchCspViolations(context);
  return {
    page,
    context,
    problems: (...expected) => ({
      consoleErrors: [
        ...consoleErrors.filter((error) => !expected.includes(error)),
        // An expected error that never shows means the filter is stale, not that all is well.
        ...expected
          .filter((error) => !consoleErrors.includes(error))
          .map((error) => `expected, not logged: ${error}`),
      ],
      cspViolations,
    }),
  };
}

/**
 * Registers a flow file's hooks: one browser for the file, a new visitor (context) per test.
 * Returns the current test's page.
 */
export function flowPerTest(width = 1280): () => FlowPage {
  let browser: Browser;
  let flow: FlowPage;
  beforeAll(async () => {
    await requireEmulators();
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    flow = await flowPage(browser, width);
  });
  afterEach(() => flow.context.close());
  return () => flow;
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
