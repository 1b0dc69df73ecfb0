import { createHmac, randomBytes } from 'node:crypto';
import {
  letterBatchPath,
  letterOutboxId,
  letterPath,
  newsletterPath,
  suppressionPath,
  type LetterSend,
  type NewsletterEntry,
  type OutboxEntry,
} from '@/functions/src/database-paths';
import { tallyRecipient, withRecipients } from '@/functions/src/letter-tally';
import { apiEndpoints } from '@/lib/api-endpoints';
import { uniqueEmail } from '../support/emulators';
import { adminDatabase } from './admin';
import { emulatorSecret, endpointTests, newsletterEntryId, post, stored } from './endpoints';

/**
 * The mail provider's reports, signed as Mailgun signs its webhooks and shaped as its documented
 * payloads ("failed" of permanent severity, "complained", a temporary failure), posted through
 * Hosting to the emulated function: a bounce or a complaint suppresses the address and counts for
 * its letter; an unsigned, wrongly signed, stale or replayed report is refused and stores
 * nothing, and a signed one changes only the address a mail of the outbox went to.
 */
endpointTests();

const key = () => emulatorSecret('MAIL_WEBHOOK_SIGNING_KEY');

function signature(at = Math.floor(Date.now() / 1000), signingKey = key()) {
  const token = randomBytes(25).toString('hex');
  const timestamp = String(at);
  return {
    token,
    timestamp,
    signature: createHmac('sha256', signingKey).update(`${timestamp}${token}`).digest('hex'),
  };
}

/** A report of `event` for `recipient`'s mail `messageId`, as the provider posts it. */
const report = (
  event: Record<string, unknown>,
  recipient: string,
  messageId: string,
  signed = signature(),
) => ({
  signature: signed,
  'event-data': {
    id: randomBytes(11).toString('base64url'),
    timestamp: Date.now() / 1000,
    'log-level': 'error',
    recipient,
    'recipient-domain': recipient.split('@')[1],
    envelope: { sender: 'letters@agora.example', transport: 'smtp', targets: recipient },
    message: { headers: { 'message-id': `${messageId}@agora.example`, to: recipient } },
    ...event,
  },
});

const permanentFailure = {
  event: 'failed',
  severity: 'permanent',
  reason: 'bounce',
  'delivery-status': {
    code: 550,
    message: '5.1.1 The email account that you tried to reach does not exist.',
  },
};

/** A subscriber who got a letter's mail (sent, counted), as the fan-out and the outbox leave it. */
/** `email` on the list, confirmed; its newsletter id. */
async function confirmedSubscriber(email: string) {
  const id = newsletterEntryId(email);
  await adminDatabase()
    .ref(newsletterPath(id))
    .set({
      email,
      status: 'confirmed',
      requestedAt: Date.now(),
      confirmedAt: Date.now(),
      page: '/welcome',
      locale: 'en',
      confirmTokenHash: 'x'.repeat(64),
      unsubscribeTokenHash: 'y'.repeat(64),
    } satisfies NewsletterEntry);
  return id;
}

async function letterSentTo(email: string, letter: string) {
  const db = adminDatabase();
  const subscriber = await confirmedSubscriber(email);
  await db.ref(letterPath(letter)).set({
    startedAt: Date.now(),
    due: 0,
    sent: 0,
    failed: 0,
    bounced: 0,
    skipped: 0,
    batchCount: 1,
    fannedOutAt: Date.now(),
  } satisfies LetterSend);
  await db.ref(letterBatchPath(letter, 0)).set(withRecipients(null, [subscriber]));
  const id = letterOutboxId(letter, subscriber);
  const entry: OutboxEntry = {
    kind: 'letter',
    letter,
    subscriber,
    batch: 0,
    status: 'sent',
    createdAt: Date.now(),
    attempts: 1,
  };
  await db.ref(`outbox/${id}`).set(entry);
  await tallyRecipient(db, entry, 'sent', Date.now());
  return { id, subscriber };
}

test('a bounce after the mail was taken suppresses the address and counts for its letter', async () => {
  const email = uniqueEmail('gone');
  const letter = `events-${process.pid}-${Date.now()}`;
  const { id, subscriber } = await letterSentTo(email, letter);
  expect(await stored<LetterSend>(letterPath(letter))).toMatchObject({ sent: 1, bounced: 0 });
  const body = report(permanentFailure, email, id);
  const answer = await post(apiEndpoints.mailEvents, body);
  expect(answer).toMatchObject({ status: 200, body: { outcome: 'suppressed' } });
  expect(await stored(suppressionPath(subscriber))).toEqual({
    since: expect.any(Number),
    code: 550,
  });
  expect(await stored<LetterSend>(letterPath(letter))).toMatchObject({ sent: 0, bounced: 1 });
  // The same report again, byte for byte (a replay, or a retry after a lost answer): refused, and
  // it changes nothing more.
  expect(await post(apiEndpoints.mailEvents, body)).toMatchObject({
    status: 406,
    body: { error: 'not-accepted' },
  });
  expect(await stored<LetterSend>(letterPath(letter))).toMatchObject({ sent: 0, bounced: 1 });
  // The subscription itself stays: a bounce is the mailbox's answer, not the reader's.
  expect(await stored(newsletterPath(subscriber))).not.toBeNull();
});

test('a complaint suppresses the address and ends the subscription', async () => {
  const email = uniqueEmail('spam');
  const letter = `events-${process.pid}-${Date.now()}-c`;
  const { id, subscriber } = await letterSentTo(email, letter);
  const answer = await post(apiEndpoints.mailEvents, report({ event: 'complained' }, email, id));
  expect(answer).toMatchObject({ status: 200, body: { outcome: 'suppressed' } });
  expect(await stored(suppressionPath(subscriber))).toMatchObject({ complaint: true });
  expect(await stored(newsletterPath(subscriber))).toBeNull();
});

test('a temporary failure, which the provider retries, changes nothing', async () => {
  const email = uniqueEmail('full');
  const letter = `events-${process.pid}-${Date.now()}-t`;
  const { id, subscriber } = await letterSentTo(email, letter);
  const temporary = {
    ...permanentFailure,
    severity: 'temporary',
    'delivery-status': { code: 452 },
  };
  const answer = await post(apiEndpoints.mailEvents, report(temporary, email, id));
  expect(answer).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  expect(await stored(suppressionPath(subscriber))).toBeNull();
});

test.each([
  ['no signature', (body: ReturnType<typeof report>) => ({ ...body, signature: undefined })],
  [
    'another key',
    (body: ReturnType<typeof report>) => ({
      ...body,
      signature: signature(undefined, randomBytes(24).toString('base64url')),
    }),
  ],
  [
    'a report signed ten minutes ago, replayed',
    (body: ReturnType<typeof report>) => ({
      ...body,
      signature: signature(Math.floor(Date.now() / 1000) - 600),
    }),
  ],
])('refused, storing nothing: %s', async (_, change) => {
  const email = uniqueEmail('forged');
  const body = change(report(permanentFailure, email, 'letter-x-y'));
  const answer = await post(apiEndpoints.mailEvents, body);
  expect(answer).toMatchObject({ status: 406, body: { error: 'not-accepted' } });
  expect(await stored(suppressionPath(newsletterEntryId(email)))).toBeNull();
});

/** A confirmed subscriber the events below must leave alone. */
async function confirmedStranger() {
  const email = uniqueEmail('stranger');
  return { email, id: await confirmedSubscriber(email) };
}

test("a genuine report's signature on another event (a complaint naming a stranger): refused", async () => {
  const email = uniqueEmail('seen');
  const { id } = await letterSentTo(email, `events-${process.pid}-${Date.now()}-s`);
  const genuine = report(permanentFailure, email, id);
  expect((await post(apiEndpoints.mailEvents, genuine)).status).toBe(200);
  const stranger = await confirmedStranger();
  const forged = report({ event: 'complained' }, stranger.email, id, genuine.signature);
  expect(await post(apiEndpoints.mailEvents, forged)).toMatchObject({
    status: 406,
    body: { error: 'not-accepted' },
  });
  expect(await stored(suppressionPath(stranger.id))).toBeNull();
  expect(await stored(newsletterPath(stranger.id))).toMatchObject({ status: 'confirmed' });
});

test.each([
  ["another address's mail (the signature's own report never came)", 'theirs'],
  ['no mail the outbox sent', 'unknown'],
])('a signed complaint naming a stranger and %s: ignored', async (_, names) => {
  const email = uniqueEmail('seen');
  const { id } = await letterSentTo(email, `events-${process.pid}-${Date.now()}-${names}`);
  const stranger = await confirmedStranger();
  const messageId = names === 'theirs' ? id : `letter-none-${Date.now()}`;
  const forged = report({ event: 'complained' }, stranger.email, messageId);
  expect(await post(apiEndpoints.mailEvents, forged)).toMatchObject({
    status: 200,
    body: { outcome: 'ignored' },
  });
  expect(await stored(suppressionPath(stranger.id))).toBeNull();
  expect(await stored(newsletterPath(stranger.id))).toMatchObject({ status: 'confirmed' });
});
