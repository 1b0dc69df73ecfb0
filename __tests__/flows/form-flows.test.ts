/**
 * @jest-environment node
 */
import type { Page } from 'playwright-core';
import { collections, type NewsletterEntry } from '@/functions/src/database-paths';
import { apiEndpoints } from '@/lib/api-endpoints';
import { functionsContent } from '@/lib/content/functions-content';
import { loadForms } from '@/lib/content/forms';
import { loadNewsletter } from '@/lib/content/newsletter';
import { loadPage } from '@/lib/content/pages';
import { loadSite } from '@/lib/content/site';
import { fill } from '@/lib/format';
import { newsletterPages } from '@/lib/newsletter-pages';
import { containsFirebase } from '../../scripts/lib/measure.mjs';
import {
  linkIn,
  linkParams,
  mailsArrived,
  mailsTo,
  queueIdle,
  siteUrl,
  stored,
  newsletterEntryId,
} from '../firebase/endpoints';
import { uniqueEmail } from '../support/emulators';
import { announcedReference, fieldState, flowPerTest, typeMessage, withFunctions } from './flows';
import { hydrated, scriptsAskedFor, scriptsLoaded, scriptsWhoseCode, urlOf } from '../e2e/harness';

const { contact, newsletter, requests, validation } = loadForms();
const newsletterCopy = loadNewsletter();
const { supportEmail } = functionsContent();

const flow = flowPerTest();
withFunctions();

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

const formValues = (page: Page) =>
  Promise.all(
    ['contact-name', 'contact-email', 'contact-topic', 'contact-message'].map(
      async (id) => (await fieldState(page, id)).value,
    ),
  );

/** The references of the stored messages from `email`, as the functions see them. */
async function messagesFrom(email: string) {
  const messages = await stored<Record<string, { email: string }>>(collections.contactMessages);
  return Object.keys(messages ?? {}).filter((reference) => messages![reference].email === email);
}

/** One message from `email` is stored, under `reference`, and one mail about it reached support. */
async function expectSentOnce(email: string, reference: string) {
  expect(await messagesFrom(email)).toEqual([reference]);
  await mailsArrived(supportEmail, { also: (mail) => mail.subject.includes(reference) });
}

describe('contact form', () => {
  it('keeps the text through a bad e-mail, then sends the message and its mail reaches support', async () => {
    const { page } = flow();
    // The typo: no top-level domain; the fix adds it.
    const email = uniqueEmail('ana').replace(/\.com$/, '');
    const text = 'My order AG-2026-11-0412 arrived without the charger. Can the seller send it?';
    await page.goto(urlOf('/contact'));
    await typeMessage(page, { name: 'Ana Lopes', email, text });
    const submit = page.getByRole('button', { name: contact.submit });
    await submit.focus();
    await page.keyboard.press('Enter');

    await page.locator('#contact-email-error').waitFor();
    expect(await fieldState(page, 'contact-email')).toEqual({
      invalid: 'true',
      describedBy: 'contact-email-hint contact-email-error',
      messages: [contact.fields.email.hint, validation.email.email],
      value: email,
      focused: true,
    });
    const topic = contact.fields.topic.options[1];
    expect(await formValues(page)).toEqual(['Ana Lopes', email, topic.id, text]);

    // Focus is in the e-mail field: add the missing domain ending and send again.
    await page.keyboard.press('End');
    await page.keyboard.type('.com');
    await submit.focus();
    await page.keyboard.press('Enter');
    const reference = await announcedReference(page);
    expect(await formValues(page)).toEqual(['', '', '', '']);

    const address = `${email}.com`;
    expect(await stored(`${collections.contactMessages}/${reference}`)).toEqual({
      name: 'Ana Lopes',
      email: address,
      topic: topic.label,
      message: text,
      locale: 'en',
      createdAt: expect.any(Number),
    });
    const mails = await mailsArrived(supportEmail, {
      also: (mail) => mail.subject.includes(reference),
    });
    expect(mails[0].replyTo).toEqual([{ address, name: 'Ana Lopes' }]);
    expect(mails[0].text).toContain(text);
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });

  // That a topic the form does not offer chooses none is checked in the unit suite
  // (contact-form.test.tsx), whose render runs the effect that would choose it: in the browser,
  // nothing the test can wait for marks the moment that effect has run.
  it("a page's call to action opens the form with its topic chosen", async () => {
    const { page } = flow();
    const cta = loadPage('bc').sections.find((section) => section.kind === 'cta');
    const [action] = cta?.kind === 'cta' ? cta.actions : [];
    expect(action.href).toBe('/contact?topic=business');
    await page.goto(urlOf('/bc'));
    // The opening's and the closing section's both lead there: the visitor takes the first.
    await page.getByRole('link', { name: action.label, exact: true }).first().click();
    await page.waitForURL(urlOf(action.href));
    await page.waitForFunction(
      () => (document.getElementById('contact-topic') as HTMLSelectElement).value === 'business',
    );
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });

  it('fetches no Firebase code when a visitor starts typing (the emulators need no App Check)', async () => {
    const { page } = flow();
    await page.goto(urlOf('/contact'));
    const name = await hydrated(label(page, contact.fields.name.label));
    const before = await scriptsAskedFor(page);
    await name.focus();
    // Each script loaded, and those they asked for in turn: the form's request code, then App
    // Check's, which would load Firebase as it starts (lib/firebase/app-check.ts).
    const scripts = await scriptsLoaded(page);
    expect(scripts.length).toBeGreaterThan(before.length);
    expect(await scriptsWhoseCode(scripts, containsFirebase)).toEqual([]);
  });

  it('an answer lost on the way: the retry sends the same message, stored and mailed once', async () => {
    const { page } = flow();
    const email = uniqueEmail('lost-answer');
    let forwarded = 0;
    // The first request reaches the function, but its answer never reaches the page.
    await page.route(`**${apiEndpoints.contact}`, async (route) => {
      if (forwarded++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(urlOf('/contact'));
    await typeMessage(page, { name: 'Rui Costa', email, text: 'Is my payout on its way?' });
    await page.getByRole('button', { name: contact.submit }).click();
    // The message appears once the function has answered the forwarded request (then dropped):
    // the first request of a run can wait for the function to start.
    await page
      .getByRole('alert')
      .filter({ hasText: requests.network })
      .waitFor({ timeout: 30_000 });
    expect(await formValues(page)).toEqual([
      'Rui Costa',
      email,
      contact.fields.topic.options[1].id,
      'Is my payout on its way?',
    ]);

    await page.getByRole('button', { name: contact.retry }).click();
    await expectSentOnce(email, await announcedReference(page));
    expect(flow().problems()).toEqual({
      consoleErrors: [
        `Failed to load resource: net::ERR_CONNECTION_RESET (${siteUrl}${apiEndpoints.contact})`,
      ],
      cspViolations: [],
    });
  });

  it('offline: says so and keeps every character; back online, one send', async () => {
    const { page, context } = flow();
    const email = uniqueEmail('offline');
    const text = 'Ünïcode, spaces  and\nlines: all of it stays. 🚲';
    await page.goto(urlOf('/contact'), { waitUntil: 'networkidle' });
    // The network goes before the visitor starts: even the form's own code for sending stays behind.
    await context.setOffline(true);
    await typeMessage(page, { name: 'Inês Duarte', email, text });
    await page.getByRole('button', { name: contact.submit }).click();
    await page.getByRole('alert').filter({ hasText: requests.offline }).waitFor();
    const kept = ['Inês Duarte', email, contact.fields.topic.options[1].id, text];
    expect(await formValues(page)).toEqual(kept);
    // Pressed again while still offline: still nothing sent.
    await page.getByRole('button', { name: contact.retry }).click();
    await page.getByRole('alert').filter({ hasText: requests.offline }).waitFor();
    expect(await formValues(page)).toEqual(kept);
    expect(await messagesFrom(email)).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('button', { name: contact.retry }).click();
    await expectSentOnce(email, await announcedReference(page));
    // Offline, every load fails: the form's code for sending, and whatever else the page asked
    // for meanwhile, such as the router's prefetches of the menu's pages on a slow run.
    expect(
      flow().problems(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.+\)$/),
    ).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});

describe('newsletter with double opt-in', () => {
  /** Subscribes `email` with the footer's form on `path`; returns the answer the page got. */
  async function subscribeOn(page: Page, path: string, email: string, copy = newsletter) {
    await page.goto(urlOf(path));
    const field = page.getByRole('contentinfo').getByLabel(copy.email.label, { exact: true });
    await field.focus();
    await page.keyboard.type(email);
    const answer = page.waitForResponse(`**${apiEndpoints.newsletterSubscribe}`);
    await page.keyboard.press('Enter');
    const said = fill(copy.checkInbox, { email });
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    const response = await answer;
    return { status: response.status(), body: await response.json() };
  }

  const entry = (email: string) =>
    stored<NewsletterEntry>(`${collections.newsletter}/${newsletterEntryId(email)}`);

  it('subscribe -> mail -> confirm -> confirmed; the same answer listed or not; unsubscribe -> gone', async () => {
    const { page } = flow();
    const email = uniqueEmail('reader');
    const firstAnswer = await subscribeOn(page, '/welcome', email);
    // The mail queue writes the pending entry as it sends the mail, after the answer.
    const [mail] = await mailsArrived(email);
    expect(await entry(email)).toMatchObject({
      email,
      status: 'pending',
      page: '/welcome',
      locale: 'en',
    });
    const confirm = linkIn(mail, `${siteUrl}${newsletterPages.confirm}#`);
    const unsubscribe = linkIn(mail, `${siteUrl}${newsletterPages.unsubscribe}#`);

    await page.goto(confirm.href);
    await page.getByRole('button', { name: newsletterCopy.confirm.submit }).click();
    await page.getByRole('status').filter({ hasText: newsletterCopy.confirm.done }).waitFor();
    expect(await entry(email)).toMatchObject({
      status: 'confirmed',
      page: '/welcome',
      confirmedAt: expect.any(Number),
    });

    // Listed now, or never seen: the visitor hears the same, and a listed address gets no mail.
    const stranger = uniqueEmail('stranger');
    const listed = await subscribeOn(page, '/about', email.toUpperCase());
    const unlisted = await subscribeOn(page, '/about', stranger);
    expect([listed, unlisted]).toEqual([firstAnswer, firstAnswer]);
    await mailsArrived(stranger);
    await queueIdle();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await entry(email)).toMatchObject({ status: 'confirmed', page: '/welcome' });

    await page.goto(unsubscribe.href);
    await page.getByRole('button', { name: newsletterCopy.unsubscribe.submit }).click();
    await page.getByRole('status').filter({ hasText: newsletterCopy.unsubscribed.lead }).waitFor();
    expect(await entry(email)).toBeNull();

    // The confirmation link is spent with the entry: following it again says so.
    await page.goto(confirm.href);
    await page.getByRole('button', { name: newsletterCopy.confirm.submit }).click();
    await page.getByRole('alert').filter({ hasText: newsletterCopy.invalidLink.lead }).waitFor();
    expect(
      flow().problems(
        `Failed to load resource: the server responded with a status of 400 (Bad Request) (${siteUrl}${apiEndpoints.newsletterConfirm})`,
      ),
    ).toEqual({ consoleErrors: [], cspViolations: [] });
  });

  it('from a Portuguese page: the mail, its links and the confirmation are in Portuguese', async () => {
    const { page } = flow();
    const email = uniqueEmail('leitor');
    await subscribeOn(page, '/pt/welcome', email, loadForms('pt').newsletter);
    const [mail] = await mailsArrived(email);
    const { mail: portuguese } = functionsContent().languages.pt;
    expect(mail.subject).toBe(
      fill(portuguese.newsletterConfirmation.subject, { site: loadSite().name }),
    );
    expect(await entry(email)).toMatchObject({
      status: 'pending',
      page: '/pt/welcome',
      locale: 'pt',
    });
    const confirm = linkIn(mail, `${siteUrl}/pt${newsletterPages.confirm}#`);
    await page.goto(confirm.href);
    const copy = loadNewsletter('pt');
    await page.getByRole('button', { name: copy.confirm.submit }).click();
    await page.getByRole('status').filter({ hasText: copy.confirm.done }).waitFor();
    expect(await entry(email)).toMatchObject({ status: 'confirmed', locale: 'pt' });
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });

  it('a link posted as a plain form (as a page without script would) ends on the outcome pages', async () => {
    const { page } = flow();
    const email = uniqueEmail('no-script');
    await subscribeOn(page, '/welcome', email);
    const [mail] = await mailsArrived(email);
    const link = linkParams(linkIn(mail, `${siteUrl}${newsletterPages.unsubscribe}#`));
    const post = (token: string) =>
      page.request.post(urlOf(apiEndpoints.newsletterUnsubscribe), {
        form: { id: link.id!, token },
        maxRedirects: 0,
      });
    const wrong = await post('x'.repeat(43));
    expect([wrong.status(), wrong.headers().location]).toEqual([303, newsletterPages.invalidLink]);
    const right = await post(link.token!);
    expect([right.status(), right.headers().location]).toEqual([303, newsletterPages.unsubscribed]);
    expect(await entry(email)).toBeNull();
    for (const path of [newsletterPages.unsubscribed, newsletterPages.invalidLink]) {
      await page.goto(urlOf(path));
      const name = path === newsletterPages.unsubscribed ? 'unsubscribed' : 'invalidLink';
      expect(await page.locator('h1').textContent()).toBe(newsletterCopy[name].heading);
    }
  });
});
