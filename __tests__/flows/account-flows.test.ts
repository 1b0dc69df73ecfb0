/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { collections } from '@/functions/src/database-paths';
import { signInHref } from '@/lib/account-addresses';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { isSent, loadLetters } from '@/lib/content/letters';
import { loadStaff } from '@/lib/content/staff';
import { fill } from '@/lib/format';
import { adminDatabase, closeAdmins } from '../firebase/admin';
import { eventually, mailsArrived, stored, newsletterEntryId } from '../firebase/endpoints';
import { oobCodes, proveAddress, setEmailPrivacy, uniqueEmail } from '../support/emulators';
import {
  announcedReference,
  authRefusals,
  fieldState,
  flowPerTest,
  typeMessage,
  typeSignUp,
  withFunctions,
} from './flows';
import { urlOf } from '../e2e/harness';

const auth = loadAuth();
const { newsletter, validation } = loadForms();

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
    const { page, context } = flow();
    const email = uniqueEmail('marta');
    // As if a WebSocket had failed in this browser before: the database SDK would then start with
    // long polling, which the pages' policy refuses, had the site not forced WebSockets.
    await context.addInitScript(() =>
      localStorage.setItem('firebase:previous_websocket_failure', 'true'),
    );
    await page.goto(urlOf('/sellers'));
    // The first of the page's two: the call to action in its opening screen.
    await page.getByRole('link', { name: 'Join as a seller', exact: true }).first().click();
    await page.waitForURL(urlOf('/account?join=seller'));
    const signUpTab = page.getByRole('button', { name: auth.tabs.signUp });
    expect(await signUpTab.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel(auth.fields.role.label, { exact: true }).inputValue()).toBe(
      'seller',
    );

    await typeSignUp(page, ['Marta Sousa', email, 'olive-grove-42']);

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
    // Sign-up sends its own after the profile is stored, which may be a moment after the record shows.
    await eventually(async () => {
      expect((await oobCodes(email)).map((code) => code.requestType)).toEqual([
        'VERIFY_EMAIL',
        'VERIFY_EMAIL',
      ]);
    });

    const signedIn = menuLink(page, `${auth.menu.account}: Marta Sousa`);
    expect(await signedIn.getAttribute('href')).toBe('/account');
    expect(await signedIn.textContent()).toBe('MS');

    await page.getByRole('button', { name: account.signOut }).click();
    await menuLink(page, auth.menu.signIn).waitFor();
    // ?join=seller was dropped at sign-up, so signing out comes back to "Sign in", here and on reload.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { name: auth.signIn.heading }).waitFor();
    // A reload asks for nothing: /account opens on "Create an account", as for anyone.
    await page.goto(urlOf('/account'));
    await page.getByRole('heading', { name: auth.signUp.heading }).waitFor();
    expect(await menuLink(page, auth.menu.signIn).getAttribute('href')).toBe(signInHref);

    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});

describe('validation and refusals in the account forms', () => {
  it('shows both sign-up problems beside their fields, focuses the first, keeps the input', async () => {
    const { page } = flow();
    await page.goto(urlOf('/account?join=buyer'));
    await typeSignUp(page, ['Ana Lopes', 'ana.lopes@example', '12345']);

    await page.locator('#sign-up-email-error').waitFor();
    expect(await fieldState(page, 'sign-up-email')).toEqual({
      invalid: 'true',
      describedBy: 'sign-up-email-error',
      messages: [validation.email.email],
      value: 'ana.lopes@example',
      focused: true,
    });
    expect(await fieldState(page, 'sign-up-password')).toEqual({
      invalid: 'true',
      describedBy: 'sign-up-password-hint sign-up-password-error',
      messages: [auth.fields.newPassword.hint, validation.newPassword.passwordLength],
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

  it('says the spec message for a wrong password and an unknown address alike; the reset too', async () => {
    // With enumeration protection off, the service itself tells them apart: wrong-password,
    // user-not-found. (With it on, both are invalid-credential, which reads the same.)
    await setEmailPrivacy(false);
    const email = uniqueEmail('rui');
    const created = await fetch(authRefusals.signUpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-right-one', returnSecureToken: true }),
    });
    expect(created.status).toBe(200);

    const { page } = flow();
    await page.goto(urlOf(signInHref));
    const emailField = page.getByLabel(auth.fields.email.label, { exact: true });
    const passwordField = page.getByLabel(auth.fields.password.label, { exact: true });
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    const said: (string | null)[] = [];
    for (const address of [email, uniqueEmail('nobody')]) {
      await emailField.fill(address);
      await passwordField.fill('the-wrong-one');
      const refused = page.waitForResponse('**/accounts:signInWithPassword?*');
      await passwordField.press('Enter');
      await refused;
      await alert.waitFor();
      said.push(await alert.textContent());
      expect(await emailField.inputValue()).toBe(address);
    }
    expect(said).toEqual(
      Array(2).fill('The password is invalid or the user does not have a password.'),
    );

    // The reset form opens from under the password field, with the address typed so far.
    const typed = await emailField.inputValue();
    await page.getByRole('button', { name: auth.signIn.forgot }).click();
    await page.getByRole('heading', { name: auth.reset.heading }).waitFor();
    expect(await emailField.inputValue()).toBe(typed);
    await emailField.fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: auth.reset.submit }).click();
    await page.getByRole('status').filter({ hasText: auth.reset.done }).waitFor();
    expect(flow().problems(authRefusals.signInWithPassword, authRefusals.sendOobCode)).toEqual({
      consoleErrors: [],
      cspViolations: [],
    });
  });
});

describe('deleting an account', () => {
  withFunctions();

  it('leaves nothing tied to the uid or its proved address: profile, messages, newsletter entry', async () => {
    const { page } = flow();
    const email = uniqueEmail('lena');
    await page.goto(urlOf('/account?join=buyer'));
    await typeSignUp(page, ['Lena Vogel', email, 'linden-tree-7']);
    await page.getByText(auth.fields.role.options.buyer, { exact: true }).waitFor();
    const uid = (await accountRecord(page))[auth.account.uid];
    expect(await stored(`${collections.profiles}/${uid}`)).toMatchObject({ role: 'buyer' });

    // Signed in, with Firebase loaded by the menu: the message carries the uid.
    await page.goto(urlOf('/contact'));
    await menuLink(page, `${auth.menu.account}: Lena Vogel`).waitFor();
    await typeMessage(page, { name: 'Lena Vogel', email: uniqueEmail('work'), text: 'Hello.' });
    await page.getByRole('button', { name: loadForms().contact.submit }).click();
    const reference = await announcedReference(page);
    const message = `${collections.contactMessages}/${reference}`;
    expect(await stored(message)).toMatchObject({ uid });

    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(newsletter.email.label, { exact: true }).fill(email);
    await footer.getByRole('button', { name: newsletter.submit }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(newsletter.checkInbox, { email }) })
      .waitFor();
    const entry = `${collections.newsletter}/${newsletterEntryId(email)}`;
    // Written by the mail queue, after the answer.
    await eventually(async () => expect(await stored(entry)).toMatchObject({ email }));
    // The address's entry goes with the account only once the account has proved the address.
    const verification = (await oobCodes(email)).find(
      (code) => code.requestType === 'VERIFY_EMAIL',
    );
    expect((await fetch(verification!.oobLink)).ok).toBe(true);

    await page.goto(urlOf('/account'));
    const { delete: deletion } = auth.account;
    await page.getByText(deletion.intro).waitFor();
    await page.getByRole('button', { name: deletion.submit }).click();
    await page.getByRole('button', { name: deletion.confirm }).click();
    await page.getByRole('status').filter({ hasText: deletion.done }).waitFor();

    await eventually(async () => {
      expect(await stored(`${collections.profiles}/${uid}`)).toBeNull();
      expect(await stored(message)).toBeNull();
      expect(await stored(entry)).toBeNull();
    });
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});

describe("the letters' figures on /staff", () => {
  afterAll(closeAdmins);

  it('a staff account sees each letter’s figures; another account is told it cannot', async () => {
    const { page } = flow();
    const staff = loadStaff();
    const [letter] = loadLetters('en').filter(isSent);
    await adminDatabase()
      .ref(`${collections.letters}/${letter.slug}`)
      .update({ startedAt: 1, due: 4, sent: 2, failed: 1, bounced: 1, unsubscribed: 1 });
    const email = uniqueEmail('editor');
    await page.goto(urlOf('/account?join=seller'));
    await typeSignUp(page, ['Inês Duarte', email, 'harbour-light-42']);
    await page.getByRole('heading', { name: auth.account.heading }).waitFor();
    // The editor proves the address (the sign-up's last step asks for its mail, after the account
    // shows: the page stays until it is sent).
    await proveAddress(email);

    await page.goto(urlOf('/staff'));
    await page.getByRole('status').filter({ hasText: staff.notStaff }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    // The site's owner makes the account staff; the page asks for its claims anew.
    execFileSync('node', ['scripts/staff.mjs', 'grant', email]);
    await page.reload();
    const table = page.getByRole('table', { name: staff.table.caption });
    const row = table.getByRole('row').filter({ hasText: letter.subject });
    await row.waitFor();
    // The day it went, its five counts, and the way to a test mail.
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      '4',
      '2',
      '1',
      '1',
      '1',
      staff.table.send,
    ]);

    // A test mail of the letter, in the page's language, to the account's own address.
    await row.getByRole('button', { name: staff.table.send }).click();
    await row.getByRole('status').filter({ hasText: email }).waitFor();
    const [mail] = await mailsArrived(email);
    expect(mail.subject).toBe(letter.subject);
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});
