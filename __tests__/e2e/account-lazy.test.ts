/**
 * @jest-environment node
 */
// A new visitor downloads no Firebase code, even on /account, until they act.
import type { Browser, Page } from 'playwright-core';
import { loadAuth } from '@/lib/content/auth';
import { containsFirebase } from '../../scripts/lib/measure.mjs';
import { launchBrowser, openPage, urlOf } from './harness';

const auth = loadAuth();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The scripts a page has fetched so far that carry Firebase SDK code. */
function firebaseScripts(page: Page): () => Promise<string[]> {
  const checks: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    checks.push(
      response
        .text()
        .then((body) => (containsFirebase(body) ? response.url() : undefined))
        // A body still on its way when the test closes the page no longer matters.
        .catch(() => undefined),
    );
  });
  return async () => (await Promise.all(checks)).filter((url): url is string => Boolean(url));
}

it('shows the sign-in form on /account without Firebase, and loads it on first focus', async () => {
  const { page, context } = await openPage(browser, { width: 375 });
  const loaded = firebaseScripts(page);
  await page.goto(urlOf('/account'), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: auth.signIn.heading }).waitFor();
  expect(await loaded()).toEqual([]);

  // Times out (and fails) if focusing the form never fetches the SDK.
  const firebaseChunk = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && containsFirebase(await response.text()),
  );
  await page.getByLabel(auth.fields.email.label, { exact: true }).focus();
  expect(containsFirebase(await (await firebaseChunk).text())).toBe(true);
  await context.close();
});
