/**
 * @jest-environment node
 */
import type { Page } from 'playwright-core';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { oobCodes, setEmailPrivacy, uniqueEmail } from '../support/emulators';
import { authRefusals, fieldState, flowPerTest } from './flows';
import { urlOf } from './harness';

const auth = loadAuth();
const { validation } = loadForms();

const flow = flowPerTest();

/** The account record as shown: each <dt> with its <dd>. */
function accountRecord(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      // A <time> stands for its machine-readable dateTime, so times can be compared with now.
      [...document.querySelectorAll('dt')].map((term) => {
        const value = term.nextElementSibling;
        const time = value?.querySelector('time');
        return [term.textContent ?? '', time ? time.dateTime : (value?.textContent ?? '')];
      }),
    ),
  );
}

/** The side menu's account link (in the banner at every width). */
const menuLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

describe('sign-up, the account page and sign-out', () => {
  it('joins as a seller from /sellers, shows the account, then signs out', async () => {
    const { page } = flow();
    const email = uniqueEmail('marta');
    await page.goto(urlOf('/sellers'));
    await page.getByRole('link', { name: 'Join as a seller', exact: true }).click();
    await page.waitForURL(urlOf('/account?join=seller'));
    const signUpTab = page.getByRole('button', { name: auth.tabs.signUp });
    expect(await signUpTab.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel(auth.fields.role.label, { exact: true }).inputValue()).toBe(
      'seller',
    );

    await page.getByLabel(auth.fields.name.label, { exact: true }).focus();
    await page.keyboard.type('Marta Sousa');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('olive-grove-42');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: auth.account.heading }).waitFor();
    // The name and the role are written a moment after the account exists.
    await page.getByText(auth.fields.role.options.seller, { exact: true }).waitFor();
    await page.locator('dd', { hasText: /^Marta Sousa$/ }).waitFor();
    const record = await accountRecord(page);
    const { account } = auth;
    expect(record).toMatchObject({
      [account.email]: email,
      [account.name]: 'Marta Sousa',
      [account.verified]: account.notVerified,
      [account.role]: auth.fields.role.options.seller,
      [account.providers]: auth.providers.password,
    });
    for (const time of [record[account.created], record[account.lastSignIn]]) {
      expect(Math.abs(Date.parse(time) - Date.now())).toBeLessThan(5 * 60_000);
    }

    await page.getByRole('button', { name: account.resend }).click();
    await page.getByRole('status').filter({ hasText: account.resent }).waitFor();
    expect((await oobCodes(email)).map((code) => code.requestType)).toEqual([
      'VERIFY_EMAIL',
      'VERIFY_EMAIL',
    ]);

    const signedIn = menuLink(page, `${auth.menu.account}: Marta Sousa`);
    expect(await signedIn.getAttribute('href')).toBe('/account');
    expect(await signedIn.textContent()).toBe('MS');

    await page.getByRole('button', { name: account.signOut }).click();
    await menuLink(page, auth.menu.signIn).waitFor();
    // ?join=seller was dropped at sign-up, so signing out comes back to "Sign in", here and on reload.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { name: auth.signIn.heading }).waitFor();
    await page.goto(urlOf('/account'));
    await page.getByRole('heading', { name: auth.signIn.heading }).waitFor();
    expect(await menuLink(page, auth.menu.signIn).getAttribute('href')).toBe('/account');

    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});

describe('validation and refusals in the account forms', () => {
  it('shows both sign-up problems beside their fields, focuses the first, keeps the input', async () => {
    const { page } = flow();
    await page.goto(urlOf('/account?join=buyer'));
    await page.getByLabel(auth.fields.name.label, { exact: true }).focus();
    await page.keyboard.type('Ana Lopes');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana.lopes@example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');

    await page.locator('#sign-up-email-error').waitFor();
    expect(await fieldState(page, 'sign-up-email')).toEqual({
      invalid: 'true',
      describedBy: 'sign-up-email-error',
      messages: [validation.email],
      value: 'ana.lopes@example',
      focused: true,
    });
    expect(await fieldState(page, 'sign-up-password')).toEqual({
      invalid: 'true',
      describedBy: 'sign-up-password-hint sign-up-password-error',
      messages: [auth.fields.newPassword.hint, validation.passwordLength],
      value: '12345',
      focused: false,
    });
    expect(await fieldState(page, 'sign-up-name')).toMatchObject({
      invalid: null,
      value: 'Ana Lopes',
    });
    expect(await page.getByLabel(auth.fields.role.label, { exact: true }).inputValue()).toBe(
      'buyer',
    );
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });

  it('says the spec message for a wrong password and keeps the e-mail', async () => {
    // With enumeration protection on, the service answers invalid-credential instead.
    await setEmailPrivacy(false);
    const email = uniqueEmail('rui');
    const created = await fetch(authRefusals.signUpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-right-one', returnSecureToken: true }),
    });
    expect(created.status).toBe(200);

    const { page } = flow();
    await page.goto(urlOf('/account'));
    await page.getByLabel(auth.fields.email.label, { exact: true }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('the-wrong-one');
    await page.keyboard.press('Enter');

    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'The password is invalid or the user does not have a password.',
    );
    expect(await page.getByLabel(auth.fields.email.label, { exact: true }).inputValue()).toBe(
      email,
    );
    expect(flow().problems(authRefusals.signInWithPassword)).toEqual({
      consoleErrors: [],
      cspViolations: [],
    });
  });
});
