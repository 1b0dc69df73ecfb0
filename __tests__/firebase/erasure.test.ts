import { applyActionCode, deleteUser } from 'firebase/auth';
import { ref, serverTimestamp, set } from 'firebase/database';
import * as logger from 'firebase-functions/logger';
import { randomUUID } from 'node:crypto';
import { cleanUp } from '@/functions/src/clean-up';
import {
  collections,
  contactMessagePath,
  deletedAccountPath,
  newsletterPath,
  profilePath,
} from '@/functions/src/database-paths';
import { eraseAccount, TOMBSTONE_LIFETIME } from '@/functions/src/erasure';
import { sweepOrphans } from '@/functions/src/orphan-sweep';
import { apiEndpoints } from '@/lib/api-endpoints';
import { functionsContent } from '@/lib/content/functions-content';
import { signIn, signUp } from '@/lib/firebase/account';
import { newsletterPages } from '@/lib/newsletter-pages';
import { adminDatabase } from './admin';
import { getUsers, oobCodes, uniqueEmail } from '../support/emulators';
import { quietRefusals, services } from './apps';
import {
  endpointTests,
  eventually,
  linkIn,
  linkParams,
  mailsArrived,
  post,
  siteUrl,
  stored,
  newsletterEntryId,
} from './endpoints';

// What the erasures run here (the orphan sweep) log is asserted, not printed.
jest.mock('firebase-functions/logger', () => ({ info: jest.fn() }));

const { topics } = functionsContent().languages.en;
const PASSWORD = 'secret-enough';

endpointTests();
quietRefusals();
beforeEach(() => jest.mocked(logger.info).mockClear());

let visitors = 0;
const visitor = () => `erasure-${process.pid}-${visitors++}`;

async function sendMessage(email: string, headers: Record<string, string> = {}) {
  const answer = await post(
    apiEndpoints.contact,
    {
      name: 'Rui',
      email,
      topic: topics[0].id,
      locale: 'en',
      message: 'About my order',
      idempotencyKey: randomUUID(),
    },
    { client: visitor(), headers },
  );
  expect(answer.status).toBe(200);
  return contactMessagePath(answer.body.reference as string);
}

/** Subscribes `email` and follows the confirmation link; returns the entry's path. */
async function confirmedSubscriber(email: string): Promise<string> {
  const subscribed = await post(
    apiEndpoints.newsletterSubscribe,
    { email, page: '/welcome', locale: 'en' },
    { client: visitor() },
  );
  expect(subscribed.status).toBe(202);
  const [mail] = await mailsArrived(email);
  const link = linkIn(mail, `${siteUrl}${newsletterPages.confirm}#`);
  const confirmed = await post(apiEndpoints.newsletterConfirm, linkParams(link));
  expect(confirmed.status).toBe(200);
  return newsletterPath(newsletterEntryId(email));
}

/** An account signed up with `email`, with its profile, as the account page creates it. */
async function account(email: string) {
  const { auth, db } = await services();
  const user = await signUp(auth, db, { name: 'Rui', email, password: PASSWORD, role: 'seller' });
  const signedIn = { authorization: `Bearer ${await user.getIdToken()}` };
  return { auth, db, user, signedIn };
}

/** Waits for the deletion trigger: the tombstone is written in the erasure's one update. */
const erasureDone = (uid: string) =>
  eventually(async () => {
    expect(await stored(deletedAccountPath(uid))).toEqual(expect.any(Number));
  });

describe('deleting an account', () => {
  test("an unverified sign-up with a subscriber's address erases only what its uid owns", async () => {
    const subscriber = uniqueEmail('subscriber');
    const entry = await confirmedSubscriber(subscriber);
    const theirMessage = await sendMessage(subscriber);

    const { user, signedIn } = await account(subscriber);
    expect(user.emailVerified).toBe(false);
    const attackersMessage = await sendMessage(subscriber, signedIn);
    await deleteUser(user);
    await erasureDone(user.uid);

    expect(await stored(profilePath(user.uid))).toBeNull();
    expect(await stored(attackersMessage)).toBeNull();
    expect(await stored(`${entry}/status`)).toBe('confirmed');
    expect(await stored(theirMessage)).not.toBeNull();
  });

  test('a verified account takes the newsletter entry and messages of its address along', async () => {
    const email = uniqueEmail('verified');
    const entry = await confirmedSubscriber(email);
    // A confirmation still waiting in the outbox would subscribe the address again.
    const queued = `${collections.outbox}/erasure-${process.pid}-${Date.now()}`;
    await adminDatabase().ref(queued).set({
      kind: 'newsletter-confirmation',
      status: 'failed',
      email,
      createdAt: 1,
      attempts: 60,
    });
    const fromAddress = await sendMessage(email);
    const someoneElse = await sendMessage(uniqueEmail('stays'));

    const { auth, user, signedIn } = await account(email);
    const fromOtherAddress = await sendMessage(uniqueEmail('other-address'), signedIn);
    const verification = (await oobCodes(email)).find(
      (code) => code.requestType === 'VERIFY_EMAIL',
    );
    await applyActionCode(auth, verification!.oobCode);
    await user.reload();
    expect(user.emailVerified).toBe(true);
    await deleteUser(user);
    await erasureDone(user.uid);

    for (const path of [profilePath(user.uid), entry, fromAddress, fromOtherAddress, queued]) {
      expect(await stored(path)).toBeNull();
    }
    expect(await stored(someoneElse)).not.toBeNull();
  });

  test('a session still signed in elsewhere cannot write the profile again', async () => {
    const email = uniqueEmail('two-sessions');
    const { user } = await account(email);
    const elsewhere = await services();
    await signIn(elsewhere.auth, email, PASSWORD);

    await deleteUser(user);
    await erasureDone(user.uid);

    // Its ID token is still valid for up to an hour; the tombstone is what refuses it.
    const profile = { displayName: 'Rui', role: 'seller', createdAt: serverTimestamp() };
    await expect(set(ref(elsewhere.db, profilePath(user.uid)), profile)).rejects.toThrow(
      /permission_denied/i,
    );
    expect(await stored(profilePath(user.uid))).toBeNull();
  });
});

test('the daily sweep erases what a uid unknown to Auth owns, and nothing of a live account', async () => {
  const admin = adminDatabase();
  const alive = await account(uniqueEmail('alive'));
  const aliveMessage = await sendMessage(uniqueEmail('alive-writes'), alive.signedIn);

  // Data of an account deleted while the erasure did not run (not deployed yet, or out of retries).
  const orphan = `gone${randomUUID().replace(/-/g, '')}`;
  const orphanAddress = uniqueEmail('orphan');
  const orphanMessage = contactMessagePath(`ORPHAN-${orphan}`);
  const orphanEntry = newsletterPath(newsletterEntryId(orphanAddress));
  await admin.ref().update({
    [profilePath(orphan)]: { displayName: 'Gone', role: 'buyer', createdAt: 1 },
    [orphanMessage]: {
      name: 'Gone',
      email: orphanAddress,
      topic: topics[0].id,
      message: 'Hello',
      createdAt: 1,
      uid: orphan,
    },
    [orphanEntry]: { email: orphanAddress, status: 'confirmed', confirmedAt: 1 },
  });

  // Pages of two records, so the sweep reads across page boundaries.
  const swept = await sweepOrphans(admin, { getUsers }, Date.now(), 2);

  expect(swept).toContain(orphan);
  expect(swept).not.toContain(alive.user.uid);
  expect(await stored(profilePath(orphan))).toBeNull();
  expect(await stored(orphanMessage)).toBeNull();
  // Nobody proved the address: what it keys stays.
  expect(await stored(orphanEntry)).not.toBeNull();
  expect(await stored(profilePath(alive.user.uid))).not.toBeNull();
  expect(await stored(aliveMessage)).not.toBeNull();

  // Logged as counts, with the uid and whether an address was proved; never the address.
  expect(logger.info).toHaveBeenCalledWith('erased an account', {
    uid: orphan,
    emailProved: false,
    erased: { profile: 1, newsletterEntry: 0, messages: 1, queuedMails: 0 },
  });
  expect(JSON.stringify(jest.mocked(logger.info).mock.calls)).not.toContain(orphanAddress);

  // A retry of an erasure that already ran erases nothing more.
  expect(await eraseAccount(admin, { uid: orphan, emailProved: false }, Date.now())).toEqual({
    profile: 0,
    newsletterEntry: 0,
    messages: 0,
    queuedMails: 0,
  });
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
    [deletedAccountPath(`${tag}-old`)]: now - TOMBSTONE_LIFETIME,
    [deletedAccountPath(`${tag}-new`)]: now - hour,
  });
  const deleted = await cleanUp(admin, now);
  expect(deleted).toEqual(
    expect.arrayContaining([
      `${collections.newsletter}/${tag}-expired`,
      `${collections.idempotency}/${tag}-old`,
      `${collections.quotas}/contact-client/${now - 3 * hour}`,
      deletedAccountPath(`${tag}-old`),
    ]),
  );
  expect(await stored(`${collections.newsletter}/${tag}-expired`)).toBeNull();
  expect(await stored(`${collections.newsletter}/${tag}-pending`)).not.toBeNull();
  expect(await stored(`${collections.newsletter}/${tag}-confirmed`)).not.toBeNull();
  expect(await stored(`${collections.idempotency}/${tag}-old`)).toBeNull();
  expect(await stored(`${collections.idempotency}/${tag}-new`)).not.toBeNull();
  expect(await stored(`${collections.quotas}/contact-client/${now - (now % hour)}`)).not.toBeNull();
  expect(await stored(deletedAccountPath(`${tag}-old`))).toBeNull();
  expect(await stored(deletedAccountPath(`${tag}-new`))).not.toBeNull();
});
