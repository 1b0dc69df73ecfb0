import { collections } from '@/functions/src/database-paths';
import { apiEndpoints } from '@/lib/api-endpoints';
import { functionsContent } from '@/lib/content/functions-content';
import { signUp } from '@/lib/firebase/account';
import { defaultLocale } from '@/lib/i18n/locales';
import { uniqueEmail } from '../support/emulators';
import { services } from './apps';
import { expectNothingStored, message, visitor } from './contact-requests';
import {
  directFunctionOrigin,
  emulatorSetting,
  endpointTests,
  mails,
  mailsArrived,
  post,
  queueIdle,
  stored,
  type Answer,
} from './endpoints';

const { supportEmail, languages } = functionsContent();
const { topics } = languages.en;
const path = apiEndpoints.contact;

function reference(answer: Answer): string {
  expect(answer).toMatchObject({ status: 200, body: { outcome: 'sent' } });
  return answer.body.reference as string;
}

endpointTests();

describe('POST /api/contact refuses bad input with 400, per field, storing nothing', () => {
  test.each([
    [
      'missing fields',
      { name: undefined, message: undefined },
      { name: 'required', message: 'required' },
    ],
    ['wrong type', { name: 42 }, { name: 'type' }],
    ['too long', { message: 'x'.repeat(5001) }, { message: 'tooLong' }],
    ['extra field', { admin: true }, { admin: 'unknown' }],
    ['malformed e-mail', { email: 'ana@example' }, { email: 'email' }],
    ['markup in the name', { name: '<script>alert(1)</script>' }, { name: 'markup' }],
    ['unknown topic', { topic: 'Refund me' }, { topic: 'choice' }],
    ['no idempotency key', { idempotencyKey: undefined }, { idempotencyKey: 'required' }],
  ])('%s', async (_, change, fields) => {
    const answer = await expectNothingStored(() =>
      post(path, message(change), { client: visitor() }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid-fields', fields });
  });

  test('malformed JSON: 400 in JSON, with no framework banner', async () => {
    const answer = await expectNothingStored(() =>
      post(path, '{"name": "Ana",', { client: visitor() }),
    );
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid-body' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // No framework banner is the function's (request-body-gate.test.ts, on the real Functions
    // Framework): here both emulators put their own Express in front of it.
  });

  test('a body that is not an object: 400', async () => {
    const answer = await expectNothingStored(() => post(path, '["Ana"]', { client: visitor() }));
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid-body' } });
  });

  test('an oversize body: 413', async () => {
    const body = message({ message: 'x'.repeat(40_000) });
    const answer = await expectNothingStored(() => post(path, body, { client: visitor() }));
    expect(answer).toMatchObject({ status: 413, body: { error: 'too-large' } });
  });

  test('not JSON: 415', async () => {
    const answer = await expectNothingStored(() =>
      post(path, 'name=Ana', {
        client: visitor(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(answer).toMatchObject({ status: 415, body: { error: 'unsupported-media-type' } });
  });

  test.each(['GET', 'PUT', 'DELETE'])('%s: 405 with Allow: POST', async (method) => {
    const answer = await expectNothingStored(() => post(path, message(), { method }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  test('a filled honeypot: the answer of a success, nothing stored or sent', async () => {
    const answer = await expectNothingStored(() =>
      post(path, message({ website: 'https://spam.example' }), { client: visitor() }),
    );
    expect(answer.body).toMatchObject({ outcome: 'sent', reference: expect.any(String) });
  });
});

describe('POST /api/contact stores and mails a message', () => {
  test('stored under its reference; support gets the mail, Reply-To the visitor', async () => {
    const sent = message({ name: '  Ana Lopes ', email: uniqueEmail('Ana.Lopes').toUpperCase() });
    const ref = reference(await post(path, sent, { client: visitor() }));
    const email = sent.email.toLowerCase();
    expect(await stored(`${collections.contactMessages}/${ref}`)).toEqual({
      name: 'Ana Lopes',
      email,
      topic: topics[1].label,
      message: sent.message,
      locale: 'en',
      createdAt: expect.any(Number),
    });
    const mail = await mailsArrived(supportEmail, { also: (m) => m.subject.includes(ref) });
    expect(mail[0].to.map((to) => to.address)).toEqual([supportEmail]);
    expect(mail[0].replyTo).toEqual([{ address: email, name: 'Ana Lopes' }]);
    expect(mail[0].text).toContain(sent.message);
  });

  test('a message without a language, from a page older than the languages, is kept in the default one', async () => {
    const ref = reference(await post(path, message({ locale: undefined }), { client: visitor() }));
    expect(await stored(`${collections.contactMessages}/${ref}/locale`)).toBe(defaultLocale);
  });

  test('a retry with the same key stores one message and sends one mail', async () => {
    const sent = message();
    const client = visitor();
    const first = reference(await post(path, sent, { client }));
    const retry = reference(await post(path, sent, { client }));
    expect(retry).toBe(first);
    const parallel = await Promise.all([
      post(path, sent, { client }),
      post(path, sent, { client }),
    ]);
    expect(parallel.map(reference)).toEqual([first, first]);
    const messages = (await stored<Record<string, { email: string }>>(
      collections.contactMessages,
    ))!;
    expect(Object.values(messages).filter((m) => m.email === sent.email)).toHaveLength(1);
    await mailsArrived(supportEmail, { also: (m) => m.subject.includes(first) });
    await queueIdle();
    expect((await mails()).filter((m) => m.subject.includes(first))).toHaveLength(1);
  });

  test('the same key with other words is another message', async () => {
    const sent = message();
    const first = reference(await post(path, sent, { client: visitor() }));
    const edited = reference(
      await post(path, { ...sent, message: 'Edited' }, { client: visitor() }),
    );
    expect(edited).not.toBe(first);
  });

  test('a signed-in visitor’s message carries their uid; a bad ID token is refused', async () => {
    const { auth, db } = await services();
    const user = await signUp(auth, db, {
      name: 'Rui',
      email: uniqueEmail('rui'),
      password: 'secret-enough',
      role: 'buyer',
    });
    const token = await user.getIdToken();
    const ref = reference(
      await post(path, message(), {
        client: visitor(),
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(await stored(`${collections.contactMessages}/${ref}/uid`)).toBe(user.uid);
    const refused = await expectNothingStored(() =>
      post(path, message(), {
        client: visitor(),
        headers: { authorization: 'Bearer not-a-token' },
      }),
    );
    expect(refused).toMatchObject({ status: 401, body: { error: 'invalid-id-token' } });
  });
});

describe('POST /api/contact quotas: request N+1 gets 429 and is not stored', () => {
  async function refusedAfter(limit: number, send: (i: number) => Promise<Answer>) {
    for (let i = 0; i < limit; i++) reference(await send(i));
    const answer = await expectNothingStored(() => send(limit));
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(answer.body).toEqual({
      error: 'rate-limited',
      retryAfter,
      retryAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.parse(answer.body.retryAt as string)).toBeGreaterThan(Date.now());
  }

  test('a local browser, which the Hosting emulator forwards without X-Forwarded-For, is an ordinary visitor', async () => {
    // The local client: before, it was the unverified one, refused its second message.
    for (let i = 0; i < 2; i++) reference(await post(path, message(), { client: null }));
  });

  test('per visitor', async () => {
    const client = visitor();
    await refusedAfter(emulatorSetting('QUOTA_CONTACT_CLIENT'), () =>
      post(path, message(), { client }),
    );
  });

  test('per e-mail address', async () => {
    const email = uniqueEmail('busy');
    await refusedAfter(emulatorSetting('QUOTA_CONTACT_EMAIL'), () =>
      post(path, message({ email }), { client: visitor() }),
    );
  });

  test('past the site-wide count the form stays open, one message per visitor', async () => {
    for (let i = 0; i < emulatorSetting('QUOTA_CONTACT_GLOBAL'); i++) {
      reference(await post(path, message(), { client: visitor() }));
    }
    const client = visitor();
    await refusedAfter(emulatorSetting('QUOTA_CONTACT_DEGRADED'), () =>
      post(path, message(), { client }),
    );
  });

  test('a request that bypasses Hosting shares the strictest quota, whatever it claims', async () => {
    const direct = (client: string) =>
      post(path, message(), { client, origin: directFunctionOrigin('contact') });
    await refusedAfter(emulatorSetting('QUOTA_CONTACT_DEGRADED'), (i) =>
      direct(`rotated-${process.pid}-${i}`),
    );
  });

  test('refusals are not counted, and a retry of an accepted message is still answered', async () => {
    const client = visitor();
    const limit = emulatorSetting('QUOTA_CONTACT_CLIENT');
    const first = message();
    const firstReference = reference(await post(path, first, { client }));
    for (let i = 1; i < limit; i++) reference(await post(path, message(), { client }));
    expect((await post(path, message(), { client })).status).toBe(429);
    expect((await post(path, message(), { client })).status).toBe(429);
    expect(reference(await post(path, first, { client }))).toBe(firstReference);
  });
});
