/**
 * @jest-environment node
 */
// A new visitor downloads no Firebase code, even on /account, until they act.
import type { Browser } from 'playwright-core';
import { loadAuth } from '@/lib/content/auth';
import { containsFirebase } from '../../scripts/lib/measure.mjs';
import {
  launchBrowser,
  openPage,
  scriptsAskedFor,
  scriptsWhoseCode,
  settled,
  urlOf,
} from './harness';

const auth = loadAuth();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('opens /account on the create-account form without Firebase, and loads it on first focus', async () => {
  const { page, context } = await openPage(browser, { width: 375 });
  await page.goto(urlOf('/account'));
  await page.getByRole('heading', { name: auth.signUp.heading }).waitFor();
  // Hydrated, its effects and idle callbacks run: a returning visitor's page starts loading
  // Firebase by then (components/shell/account-status.tsx), and a chunk's script is in the
  // document from the moment it is asked for.
  await settled(page);
  expect(await scriptsWhoseCode(await scriptsAskedFor(page), containsFirebase)).toEqual([]);

  // Times out (and fails) if focusing the form never fetches the SDK.
  const firebaseChunk = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && containsFirebase(await response.text()),
  );
  await page.getByLabel(auth.fields.email.label, { exact: true }).focus();
  expect(containsFirebase(await (await firebaseChunk).text())).toBe(true);
  // Where the check above looks, the SDK is found now.
  expect(await scriptsWhoseCode(await scriptsAskedFor(page), containsFirebase)).not.toEqual([]);
  await context.close();
});
