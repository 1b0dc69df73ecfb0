import { ref, serverTimestamp, set, update } from 'firebase/database';
import { loadForms } from '@/lib/content/forms';
import { signUp } from '@/lib/firebase/account';
import {
  ensureUser,
  newsletterKey,
  sendContactMessage,
  subscribeToNewsletter,
} from '@/lib/firebase/messages';
import { readOnce } from '@/lib/firebase/profiles';
import { databaseRestUrl, ownerRead, requireEmulators, uniqueEmail } from '../support/emulators';
import { closeAll, services } from './apps';

const message = {
  name: 'Ana Lopes',
  email: 'ana@example.com',
  topic: 'Something else',
  message: 'Hello',
};

async function denied(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toThrow(/permission_denied/i);
}

async function guest() {
  const { auth, db } = await services();
  const { uid } = await ensureUser(auth);
  return { auth, db, uid };
}

/** A contact write with one field changed, for the bad-payload matrix. */
function rawContact(db: Parameters<typeof ref>[0], uid: string, fields: Record<string, unknown>) {
  return update(ref(db), {
    [`contactMessages/m-${uid}`]: { ...message, createdAt: serverTimestamp(), uid, ...fields },
    [`contactThrottle/${uid}`]: serverTimestamp(),
  });
}

beforeAll(requireEmulators);
afterEach(closeAll);

describe('contact messages', () => {
  test.each(loadForms().contact.fields.topic.options)('accepts the topic "%s"', async (topic) => {
    const { auth, db } = await guest();
    await sendContactMessage(auth, db, { ...message, topic });
  });

  test('a second message within 60 seconds is refused', async () => {
    const { auth, db } = await guest();
    await sendContactMessage(auth, db, message);
    await denied(sendContactMessage(auth, db, message));
  });

  test('messages and throttles are never readable', async () => {
    const { auth, db, uid } = await guest();
    await sendContactMessage(auth, db, message);
    await denied(readOnce(db, 'contactMessages'));
    await denied(readOnce(db, `contactThrottle/${uid}`));
  });

  test('signed-out visitors cannot write', async () => {
    const { db } = await services();
    await denied(rawContact(db, 'nobody', {}));
  });

  test('a message without the throttle stamp is refused', async () => {
    const { db, uid } = await guest();
    await denied(
      set(ref(db, `contactMessages/x-${uid}`), { ...message, createdAt: serverTimestamp(), uid }),
    );
  });

  test.each([
    ['wrong type', { name: 42 }],
    ['too long', { message: 'x'.repeat(5001) }],
    ['name too long', { name: 'x'.repeat(101) }],
    ['extra field', { admin: true }],
    ['missing field', { email: null }],
    ['markup in the name', { name: '<script>alert(1)</script>' }],
    ['bad e-mail', { email: 'ana@example' }],
    ['unknown topic', { topic: 'Refund me' }],
    ['client clock', { createdAt: 1 }],
    ["someone else's uid", { uid: 'someone-else' }],
  ])('refuses a payload with %s', async (_, fields) => {
    const { db, uid } = await guest();
    await denied(rawContact(db, uid, fields));
  });
});

describe('newsletter', () => {
  test('write once per address, never readable', async () => {
    const { auth, db } = await guest();
    const email = uniqueEmail('Reader');
    await subscribeToNewsletter(auth, db, email);
    await denied(subscribeToNewsletter(auth, db, email.toUpperCase()));
    await denied(readOnce(db, `newsletter/${newsletterKey(email)}`));
  });

  test.each([
    [
      'key not matching the address',
      (email: string) => ({ [`newsletter/${newsletterKey('x' + email)}`]: { email } }),
    ],
    [
      'upper case',
      (email: string) => ({
        [`newsletter/${newsletterKey(email)}`]: { email: email.toUpperCase() },
      }),
    ],
    [
      'extra field',
      (email: string) => ({ [`newsletter/${newsletterKey(email)}`]: { email, name: 'Ana' } }),
    ],
  ])('refuses a %s', async (_, payload) => {
    const { db, uid } = await guest();
    const email = uniqueEmail('reader');
    const [[path, value]] = Object.entries(payload(email));
    await denied(update(ref(db), { [path]: { createdAt: serverTimestamp(), uid, ...value } }));
  });
});

describe('profiles', () => {
  test('owner reads and writes; others do not', async () => {
    const owner = await services();
    const user = await signUp(owner.auth, owner.db, {
      name: 'Rui',
      email: uniqueEmail(),
      password: 'secret-enough',
      role: 'talent',
    });
    expect(await readOnce(owner.db, `profiles/${user.uid}`)).toMatchObject({ role: 'talent' });
    const other = await guest();
    await denied(readOnce(other.db, `profiles/${user.uid}`));
    await denied(update(ref(other.db, `profiles/${user.uid}`), { displayName: 'Mallory' }));
    await denied(update(ref(owner.db, `profiles/${user.uid}`), { role: 'admin' }));
    await denied(update(ref(owner.db, `profiles/${user.uid}`), { displayName: '<b>Rui</b>' }));
    await denied(update(ref(owner.db, `profiles/${user.uid}`), { verified: true }));
    await denied(readOnce(owner.db, 'profiles'));
  });
});

describe("the owner's REST reads (local database server only)", () => {
  test('read past the rules with the owner credential and nothing else; never write', async () => {
    const { auth, db, uid } = await guest();
    await sendContactMessage(auth, db, message);
    const messages = await ownerRead<Record<string, { uid: string }>>('contactMessages');
    expect(Object.values(messages ?? {}).map((stored) => stored.uid)).toContain(uid);

    const idToken = await auth.currentUser!.getIdToken();
    const url = databaseRestUrl('contactMessages');
    const refused = [
      await fetch(url),
      await fetch(url, { headers: { authorization: `Bearer ${idToken}` } }),
      await fetch(`${url}&auth=${idToken}`),
      await fetch(`${url}&auth=owner`),
      await fetch(url, { headers: { authorization: 'owner' } }),
      await fetch(url, {
        method: 'PUT',
        body: '{}',
        headers: { authorization: `Bearer ${idToken}` },
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    const write = await fetch(url, {
      method: 'PUT',
      body: '{}',
      headers: { authorization: 'Bearer owner' },
    });
    expect(write.status).toBe(405);
    expect(await ownerRead('contactMessages')).toEqual(messages);

    // The SDK's connections are untouched: an ordinary user's token still reads nothing.
    await denied(readOnce(db, 'contactMessages'));
  });
});
