// What the contact suites send to POST /api/contact, and how they look at what it kept.
import { randomUUID } from 'node:crypto';
import { collections } from '@/functions/src/database-paths';
import { functionsContent } from '@/lib/content/functions-content';
import { uniqueEmail } from '../support/emulators';
import { mails, queueIdle, stored, type Answer } from './endpoints';

const { topics } = functionsContent().languages.en;

let visitors = 0;
/** A different visitor each call (as seen through X-Forwarded-For). */
export const visitor = () => `contact-visitor-${process.pid}-${visitors++}`;

/** A valid message, with `overrides`' fields changed. */
export function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Lopes',
    email: uniqueEmail('ana'),
    topic: topics[1].id,
    locale: 'en',
    message: 'My order arrived without the charger. Can the seller send it?',
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

/** What the functions keep, to show a refused request changed none of it. */
async function serverData() {
  const [messages, idempotency, quotas, outbox] = await Promise.all(
    [
      collections.contactMessages,
      collections.idempotency,
      collections.quotas,
      collections.outbox,
    ].map((at) => stored(at)),
  );
  return { messages, idempotency, quotas, outbox, mails: (await mails()).length };
}

/** `send`'s answer, once it has shown that the request stored and sent nothing. */
export async function expectNothingStored<A extends Answer>(send: () => Promise<A>): Promise<A> {
  await queueIdle();
  const before = await serverData();
  const answer = await send();
  expect(await serverData()).toEqual(before);
  return answer;
}
