/**
 * @jest-environment node
 */
import { loadForms } from '@/lib/content/forms';
import { newsletterKey } from '@/lib/firebase/messages';
import { ownerRead, uniqueEmail } from '../support/emulators';
import { fieldState, flowPerTest } from './flows';
import { urlOf } from './harness';

const { contact, newsletter, validation } = loadForms();

const flow = flowPerTest();

describe('contact form', () => {
  it('keeps the text through a bad e-mail, then sends the message to the database', async () => {
    const { page } = flow();
    // The typo: no top-level domain; the fix adds it.
    const email = uniqueEmail('ana').replace(/\.com$/, '');
    const topic = contact.fields.topic.options[1];
    const text = 'My order AG-2026-11-0412 arrived without the charger. Can the seller send it?';
    await page.goto(urlOf('/contact'));
    await page.getByLabel(contact.fields.name.label, { exact: true }).focus();
    await page.keyboard.type('Ana Lopes');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.getByLabel(contact.fields.topic.label, { exact: true }).selectOption(topic);
    await page.getByLabel(contact.fields.message.label, { exact: true }).focus();
    await page.keyboard.type(text);
    const submit = page.getByRole('button', { name: contact.submit });
    await submit.focus();
    await page.keyboard.press('Enter');

    await page.locator('#contact-email-error').waitFor();
    expect(await fieldState(page, 'contact-email')).toEqual({
      invalid: 'true',
      describedBy: 'contact-email-hint contact-email-error',
      messages: [contact.fields.email.hint, validation.email],
      value: email,
      focused: true,
    });
    const kept = await Promise.all(
      ['contact-name', 'contact-topic', 'contact-message'].map(async (id) => {
        return (await fieldState(page, id)).value;
      }),
    );
    expect(kept).toEqual(['Ana Lopes', topic, text]);

    // Focus is in the e-mail field: add the missing domain ending and send again.
    await page.keyboard.press('End');
    await page.keyboard.type('.com');
    const sentAfter = Date.now();
    await submit.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: contact.sent }).waitFor();
    expect(await fieldState(page, 'contact-email')).toMatchObject({ invalid: null, value: '' });

    const messages = await ownerRead<Record<string, Record<string, unknown>>>('contactMessages');
    const stored = Object.values(messages ?? {}).filter((m) => m.email === `${email}.com`);
    expect(stored).toEqual([
      {
        name: 'Ana Lopes',
        email: `${email}.com`,
        topic,
        message: text,
        createdAt: expect.any(Number),
        uid: expect.any(String),
      },
    ]);
    expect(stored[0].createdAt).toBeGreaterThanOrEqual(sentAfter - 1000);
    expect(stored[0].createdAt).toBeLessThanOrEqual(Date.now());
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});

describe('newsletter in the footer', () => {
  it('subscribes an address once, and says so when it is already on the list', async () => {
    const { page } = flow();
    const email = uniqueEmail('reader');
    const field = page.getByRole('contentinfo').getByLabel(newsletter.email.label, { exact: true });
    await page.goto(urlOf('/welcome'));
    await field.focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: newsletter.subscribed }).waitFor();
    expect(await ownerRead(`newsletter/${newsletterKey(email)}`)).toMatchObject({
      email: email.toLowerCase(),
    });

    // Another visit, the same address in other capitals: the list already has it.
    await page.goto(urlOf('/about'));
    await field.focus();
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: newsletter.alreadySubscribed }).waitFor();
    expect(await field.inputValue()).toBe(email.toUpperCase());
    expect(flow().problems()).toEqual({ consoleErrors: [], cspViolations: [] });
  });
});
