import { execFileSync } from 'node:child_process';
import { signInAnonymously } from 'firebase/auth';
import { ref, serverTimestamp, set, update } from 'firebase/database';
import { collections } from '@/functions/src/database-paths';
import { signUp } from '@/lib/firebase/account';
import { readOnce } from '@/lib/firebase/profiles';
import {
  databaseRestUrl,
  ownerRead,
  proveAddress,
  requireEmulators,
  uniqueEmail,
} from '../support/emulators';
import { adminDatabase, closeAdmins } from './admin';
import { closeAll, quietRefusals, services } from './apps';

async function denied(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toThrow(/permission_denied/i);
}

/** A signed-up user (password provider) with their profile, as the account page creates it. */
async function member() {
  const { auth, db } = await services();
  const user = await signUp(auth, db, {
    name: 'Rui',
    email: uniqueEmail(),
    password: 'secret-enough',
    role: 'talent',
  });
  return { auth, db, uid: user.uid };
}

beforeAll(requireEmulators);
quietRefusals();
afterEach(async () => {
  await closeAll();
  await closeAdmins();
});

// Everything the functions keep (all but the profiles, which their owners write): no client reads
// or writes any of it, in any shape of write.
const serverOnly = Object.values(collections).filter(
  (collection) => collection !== collections.profiles,
);

describe.each(serverOnly)('%s (written only by the functions)', (collection) => {
  const stored = { email: 'ana@example.com', createdAt: 1 };

  async function withStoredEntry() {
    const key = `rules-${process.pid}-${Date.now()}`;
    await adminDatabase().ref(`${collection}/${key}`).set(stored);
    return `${collection}/${key}`;
  }

  test('a signed-in member can neither read nor write it', async () => {
    const { db, uid } = await member();
    const path = await withStoredEntry();
    await denied(readOnce(db, collection));
    await denied(readOnce(db, path));
    await denied(set(ref(db, `${collection}/new-${uid}`), stored));
    await denied(set(ref(db, path), null));
    await denied(update(ref(db, path), { email: 'mallory@example.com' }));
  });

  test('multi-path updates are refused, also beside an allowed write', async () => {
    const { db, uid } = await member();
    const path = await withStoredEntry();
    const many = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`${collection}/bulk-${uid}-${i}`, stored]),
    );
    await denied(update(ref(db), many));
    await denied(update(ref(db), { [`profiles/${uid}/displayName`]: 'Rui', [path]: null }));
    await denied(update(ref(db), { [`profiles/${uid}/displayName`]: 'Rui', ...many }));
    expect((await adminDatabase().ref(path).once('value')).val()).toEqual(stored);
  });

  test('a visitor without an account can neither read nor write it', async () => {
    const { db } = await services();
    const path = await withStoredEntry();
    await denied(readOnce(db, path));
    await denied(set(ref(db, `${collection}/anyone`), stored));
    await denied(update(ref(db), { [path]: null }));
  });
});

describe('profiles', () => {
  test('owner reads and writes; others do not', async () => {
    const owner = await member();
    expect(await readOnce(owner.db, `profiles/${owner.uid}`)).toMatchObject({ role: 'talent' });
    const other = await member();
    await denied(readOnce(other.db, `profiles/${owner.uid}`));
    await denied(update(ref(other.db, `profiles/${owner.uid}`), { displayName: 'Mallory' }));
    await denied(update(ref(owner.db, `profiles/${owner.uid}`), { role: 'admin' }));
    await denied(update(ref(owner.db, `profiles/${owner.uid}`), { displayName: '<b>Rui</b>' }));
    await denied(update(ref(owner.db, `profiles/${owner.uid}`), { verified: true }));
    await denied(readOnce(owner.db, 'profiles'));
    await update(ref(owner.db, `profiles/${owner.uid}`), { displayName: 'Rui Costa' });
  });

  test('a displayName a page or a mail client would turn into something else is refused', async () => {
    const { db, uid } = await member();
    for (const displayName of [
      '=?utf-8?b?PGI+?=',
      'Ana\u202eseploL',
      'Ana\nLopes',
      'Ana\u0085',
      'An\u200ba',
      'Ana\u{e0041}',
    ]) {
      await denied(update(ref(db, `profiles/${uid}`), { displayName }));
    }
    await update(ref(db, `profiles/${uid}`), { displayName: "Seán O'Brien-Núñez" });
    await update(ref(db, `profiles/${uid}`), { displayName: 'Ana 👍' });
  });

  test('createdAt never changes once the profile exists', async () => {
    const { db, uid } = await member();
    const profile = { displayName: 'Rui', role: 'buyer' };
    await denied(set(ref(db, `profiles/${uid}`), { ...profile, createdAt: Date.now() - 60_000 }));
    await denied(set(ref(db, `profiles/${uid}`), { ...profile, createdAt: 'now' }));
    const { createdAt } = (await readOnce<{ createdAt: number }>(db, `profiles/${uid}`))!;
    await denied(update(ref(db, `profiles/${uid}`), { createdAt: serverTimestamp() }));
    await denied(update(ref(db, `profiles/${uid}`), { createdAt: createdAt + 1 }));
    await set(ref(db, `profiles/${uid}`), { ...profile, createdAt });
    expect(await readOnce(db, `profiles/${uid}`)).toEqual({ ...profile, createdAt });
  });

  test("a new profile's createdAt is the server's time", async () => {
    const { db, uid } = await member();
    await set(ref(db, `profiles/${uid}`), null);
    await denied(
      set(ref(db, `profiles/${uid}`), { displayName: 'Rui', role: 'buyer', createdAt: 1 }),
    );
    await set(ref(db, `profiles/${uid}`), {
      displayName: 'Rui',
      role: 'buyer',
      createdAt: serverTimestamp(),
    });
  });

  test("a deleted account's tombstone refuses every write of a session still signed in", async () => {
    const { db, uid } = await member();
    await adminDatabase().ref(`${collections.deletedAccounts}/${uid}`).set(Date.now());
    await denied(update(ref(db, `profiles/${uid}`), { displayName: 'Rui again' }));
    await denied(set(ref(db, `profiles/${uid}`), null));
    await denied(
      set(ref(db, `profiles/${uid}`), {
        displayName: 'Rui',
        role: 'buyer',
        createdAt: serverTimestamp(),
      }),
    );
    await denied(set(ref(db, `${collections.deletedAccounts}/${uid}`), null));
  });

  test('an anonymous user cannot create one', async () => {
    const { auth, db } = await services();
    const { user } = await signInAnonymously(auth);
    await denied(
      set(ref(db, `profiles/${user.uid}`), {
        displayName: 'Guest',
        role: 'buyer',
        createdAt: serverTimestamp(),
      }),
    );
  });
});

describe("the owner's REST reads (local database server only)", () => {
  test('read past the rules with the owner credential and nothing else; never write', async () => {
    const { auth, db } = await member();
    const key = `rest-${process.pid}-${Date.now()}`;
    await adminDatabase().ref(`${collections.contactMessages}/${key}`).set({ name: 'Ana' });
    const messages = await ownerRead<Record<string, { name: string }>>('contactMessages');
    expect(messages?.[key]).toEqual({ name: 'Ana' });

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

describe("the letters' figures", () => {
  // Each test runs `npm run staff` (a Node process) and signs up accounts: seconds on a busy machine.
  jest.setTimeout(30_000);

  /** `npm run staff -- <action> <email>`, as the site's owner runs it, on the local Auth emulator. */
  const staff = (action: 'grant' | 'revoke', email: string) =>
    execFileSync('node', ['scripts/staff.mjs', action, email], { encoding: 'utf8' });

  /** A letter's record, as the functions keep it. */
  async function letterRecord() {
    const letter = `${collections.letters}/rules-${process.pid}-${Date.now()}`;
    await adminDatabase().ref(letter).set({ startedAt: 1, due: 3, sent: 2, bounced: 1 });
    return letter;
  }

  /** A member made staff, the claim in the session's token; its address proved if `proved`. */
  async function staffMember(proved = true) {
    const account = await member();
    const email = account.auth.currentUser!.email!;
    if (proved) await proveAddress(email);
    expect(staff('grant', email)).toMatch(/is staff now/);
    // The claim reaches the session with its next token, which the staff page asks for.
    await account.auth.currentUser!.getIdToken(true);
    return { ...account, email };
  }

  test('a staff account whose address was never proved reads no letter’s record', async () => {
    const letter = await letterRecord();
    const { db } = await staffMember(false);
    await denied(readOnce(db, letter));
  });

  test('a revoked or deleted staff account reads no more, with the token it already had', async () => {
    const letter = await letterRecord();
    const revoked = await staffMember();
    await expect(readOnce(revoked.db, letter)).resolves.toMatchObject({ sent: 2 });
    // No new token: the session's own, good for the hour it lasts, is what a revoked editor keeps.
    staff('revoke', revoked.email);
    await denied(readOnce(revoked.db, letter));
    const deleted = await staffMember();
    await expect(readOnce(deleted.db, letter)).resolves.toMatchObject({ sent: 2 });
    // What the erasure writes when the account is deleted (erasure.ts).
    await adminDatabase().ref(`${collections.deletedAccounts}/${deleted.uid}`).set(Date.now());
    await denied(readOnce(deleted.db, letter));
  });

  test('a staff account reads every letter’s record, and writes none', async () => {
    const letter = await letterRecord();
    const { auth, db } = await staffMember();
    await expect(readOnce(db, letter)).resolves.toMatchObject({ sent: 2, bounced: 1 });
    await denied(set(ref(db, `${letter}/sent`), 3));
    await denied(set(ref(db, `${collections.newsletter}/anyone`), { email: 'a@example.com' }));
    await denied(readOnce(db, collections.newsletter));
    expect(staff('revoke', auth.currentUser!.email!)).toMatch(/is no longer staff/);
    await denied(readOnce(db, letter));
  });
});
