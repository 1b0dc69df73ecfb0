/**
 * @jest-environment node
 */
import { contact } from '@/functions/src/contact';
import { newsletterConfirm, newsletterSubscribe } from '@/functions/src/newsletter';
import { functionsContent } from '@/lib/content/functions-content';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '@/lib/form-checks';
import { incoming, services } from './requests';

// A request that passes the checks goes on to its quotas, keyed with the deployment's salt.
process.env.QUOTA_SALT = 'test-salt';

const { topics } = functionsContent().languages.en;
const message = {
  name: 'Ana Lopes',
  email: 'ana@example.com',
  topic: topics[0].id,
  locale: 'en',
  message: 'My parcel arrived without the charger.',
  idempotencyKey: '6f1c2a4e-8b1d-4c55-9a7e-2f0d3b9c1e77',
  website: '',
};

async function problemsOf(endpoint: typeof contact, body: Record<string, unknown>) {
  const reply = await endpoint(incoming(body), services());
  expect(reply.status).toBe(400);
  return (reply.body as { fields: Record<string, string> }).fields;
}

describe('contact fields, as the form checks them and more', () => {
  test.each([
    ['missing', { name: undefined }, { name: 'required' }],
    ['blank', { name: '   ' }, { name: 'required' }],
    ['wrong type', { name: 42 }, { name: 'type' }],
    ['too long', { name: 'x'.repeat(MAX_NAME_LENGTH + 1) }, { name: 'tooLong' }],
    ['markup in the name', { name: '<b>Ana</b>' }, { name: 'markup' }],
    ['an encoded word as the name', { name: '=?utf-8?b?PGI+?=' }, { name: 'controlCodes' }],
    ['a right-to-left override', { name: 'Ana\u202eseploL' }, { name: 'controlCodes' }],
    ['a quoted local part', { email: '"v"@x.example' }, { email: 'email' }],
    ['a display name', { email: 'Ana <ana@example.com>' }, { email: 'email' }],
    ['a second address', { email: 'v@x.example, w@x.example' }, { email: 'email' }],
    ['malformed e-mail', { email: 'ana@example' }, { email: 'email' }],
    ['e-mail with a space', { email: 'ana lopes@example.com' }, { email: 'email' }],
    ['unknown topic', { topic: 'Refund me' }, { topic: 'choice' }],
    ['a language the site does not have', { locale: 'de' }, { locale: 'format' }],
    ['a language as its tag, not its locale', { locale: 'pt-PT' }, { locale: 'format' }],
    ['a topic by its label, not its id', { topic: topics[0].label }, { topic: 'choice' }],
    ['message too long', { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, { message: 'tooLong' }],
    ['message as a list', { message: ['Hello'] }, { message: 'type' }],
    ['idempotency key missing', { idempotencyKey: undefined }, { idempotencyKey: 'required' }],
    ['idempotency key malformed', { idempotencyKey: 'short' }, { idempotencyKey: 'format' }],
    ['extra field', { admin: true }, { admin: 'unknown' }],
    [
      '"__proto__" as a field',
      JSON.parse('{"__proto__": 1}'),
      JSON.parse('{"__proto__": "unknown"}'),
    ],
  ])('%s: 400 naming the field', async (_, change, expected) => {
    const problems = await problemsOf(contact, { ...message, ...change });
    expect({ ...problems }).toEqual(expected);
  });

  test('every problem at once, one per field', async () => {
    const problems = await problemsOf(contact, { name: 1, email: '', extra: 'x' });
    expect({ ...problems }).toEqual({
      name: 'type',
      email: 'required',
      topic: 'required',
      message: 'required',
      idempotencyKey: 'required',
      extra: 'unknown',
    });
  });

  test('a message at the limits passes the checks (and goes on to be stored)', async () => {
    const reply = contact(
      incoming({
        ...message,
        name: 'x'.repeat(MAX_NAME_LENGTH),
        message: 'x'.repeat(MAX_MESSAGE_LENGTH),
      }),
      services(),
    );
    await expect(reply).rejects.toThrow(/reached the database/);
  });

  test('a message without a language, from a page older than the languages, goes on to be stored', async () => {
    const reply = contact(incoming({ ...message, locale: undefined }), services());
    await expect(reply).rejects.toThrow(/reached the database/);
  });

  test('a filled honeypot is answered like a success, with nothing stored or sent', async () => {
    const reply = await contact(
      incoming({ ...message, website: 'https://spam.example' }),
      services(),
    );
    expect(reply).toMatchObject({ status: 200, body: { outcome: 'sent' } });
    expect((reply.body as { reference: string }).reference).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  });
});

describe('newsletter fields', () => {
  test.each([
    ['missing e-mail', { email: undefined }, { email: 'required' }],
    ['malformed e-mail', { email: 'reader@' }, { email: 'email' }],
    ['e-mail with a comment', { email: '(c)reader@example.com' }, { email: 'email' }],
    ['page not a site path', { page: 'https://evil.example/' }, { page: 'format' }],
    ['page missing', { page: undefined }, { page: 'required' }],
    ['a language the site does not have', { locale: 'it' }, { locale: 'format' }],
    ['extra field', { name: 'Ana' }, { name: 'unknown' }],
  ])('%s: 400 naming the field', async (_, change, expected) => {
    const problems = await problemsOf(newsletterSubscribe, {
      email: 'reader@example.com',
      page: '/welcome',
      locale: 'en',
      ...change,
    });
    expect({ ...problems }).toEqual(expected);
  });

  test('a request without a language goes on to be counted and stored', async () => {
    const reply = newsletterSubscribe(
      incoming({ email: 'reader@example.com', page: '/welcome' }),
      services(),
    );
    await expect(reply).rejects.toThrow(/reached the database/);
  });

  test('a filled honeypot gets the usual answer, with nothing stored or sent', async () => {
    const reply = await newsletterSubscribe(
      incoming({ email: 'reader@example.com', page: '/welcome', locale: 'en', website: 'x' }),
      services(),
    );
    expect(reply).toEqual({ status: 202, body: { outcome: 'check-inbox' } });
  });

  test('a confirmation link with a malformed token is refused before any lookup', async () => {
    const reply = await newsletterConfirm(incoming({ id: 'x', token: 'y' }), services());
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid-link' } });
  });
});
