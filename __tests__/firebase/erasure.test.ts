import { randomUUID } from 'node:crypto';
import { deleteUser } from 'firebase/auth';
import { cleanUp } from '@/functions/src/clean-up';
import { collections, newsletterId } from '@/functions/src/database-paths';
import { apiEndpoints } from '@/lib/api-endpoints';
import { functionsContent } from '@/lib/content/functions-content';
import { signUp } from '@/lib/firebase/account';
import { adminDatabase } from './admin';
import { uniqueEmail } from '../support/emulators';
import { services } from './apps';
import { endpointTests, eventually, post, stored } from './endpoints';

const { topics } = functionsContent();

endpointTests();

async function sendMessage(email: string, client: string, headers: Record<string, string> = {}) {
  const answer = await post(
    apiEndpoints.contact,
    {
      name: 'Rui',
      email,
      topic: topics[0],
      message: 'About my order',
      idempotencyKey: randomUUID(),
    },
    { client, headers },
  );
  expect(answer.status).toBe(200);
  return answer.body.reference as string;
}

test('deleting an account erases everything tied to its uid and its address', async () => {
  const { auth, db } = await services();
  const email = uniqueEmail('leaving');
  const user = await signUp(auth, db, {
    name: 'Rui',
    email,
    password: 'secret-enough',
    role: 'seller',
  });
  const token = await user.getIdToken();
  const signedIn = await sendMessage(uniqueEmail('other-address'), 'erasure-1', {
    authorization: `Bearer ${token}`,
  });
  const fromAddress = await sendMessage(email, 'erasure-2');
  const someoneElse = await sendMessage(uniqueEmail('stays'), 'erasure-3');
  expect(
    await post(apiEndpoints.newsletterSubscribe, { email, page: '/account' }, { client: 'e-4' }),
  ).toMatchObject({ status: 202 });
  const entry = `${collections.newsletter}/${newsletterId(email)}`;
  expect(await stored(entry)).not.toBeNull();
  expect(await stored(`profiles/${user.uid}`)).not.toBeNull();

  await deleteUser(user);

  await eventually(async () => {
    expect(await stored(`profiles/${user.uid}`)).toBeNull();
    expect(await stored(entry)).toBeNull();
    expect(await stored(`${collections.contactMessages}/${signedIn}`)).toBeNull();
    expect(await stored(`${collections.contactMessages}/${fromAddress}`)).toBeNull();
  });
  expect(await stored(`${collections.contactMessages}/${someoneElse}`)).not.toBeNull();
});

test('the clean-up deletes what has expired, against the real database', async () => {
  const admin = adminDatabase();
  const now = Date.now();
  const tag = `cleanup-${process.pid}-${now}`;
  const hour = 3_600_000;
  await admin.ref().update({
    [`${collections.newsletter}/${tag}-expired`]: { status: 'pending', expiresAt: now - 1 },
    [`${collections.newsletter}/${tag}-pending`]: { status: 'pending', expiresAt: now + hour },
    [`${collections.newsletter}/${tag}-confirmed`]: { status: 'confirmed', confirmedAt: 1 },
    [`${collections.idempotency}/${tag}-old`]: { stage: 'sent', expiresAt: now - hour },
    [`${collections.idempotency}/${tag}-new`]: { stage: 'sent', expiresAt: now + hour },
    [`${collections.quotas}/contact-client/${now - 3 * hour}`]: { someone: 1 },
    [`${collections.quotas}/contact-client/${now - (now % hour)}`]: { someone: 1 },
  });
  const deleted = await cleanUp(admin, now);
  expect(deleted).toEqual(
    expect.arrayContaining([
      `${collections.newsletter}/${tag}-expired`,
      `${collections.idempotency}/${tag}-old`,
      `${collections.quotas}/contact-client/${now - 3 * hour}`,
    ]),
  );
  expect(await stored(`${collections.newsletter}/${tag}-expired`)).toBeNull();
  expect(await stored(`${collections.newsletter}/${tag}-pending`)).not.toBeNull();
  expect(await stored(`${collections.newsletter}/${tag}-confirmed`)).not.toBeNull();
  expect(await stored(`${collections.idempotency}/${tag}-old`)).toBeNull();
  expect(await stored(`${collections.idempotency}/${tag}-new`)).not.toBeNull();
  expect(await stored(`${collections.quotas}/contact-client/${now - (now % hour)}`)).not.toBeNull();
});
