import { ref, update } from 'firebase/database';
import { signUp } from '@/lib/firebase/account';
import { readOnce } from '@/lib/firebase/profiles';
import { adminDatabase, closeAdmins } from './admin';
import { requireEmulators, uniqueEmail } from '../support/emulators';
import { closeAll, quietRefusals, services } from './apps';

/** The local database server's administrators, as the official emulator has them. */
beforeAll(requireEmulators);
quietRefusals();
afterEach(async () => {
  await closeAll();
  await closeAdmins();
});

async function denied(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toThrow(/permission_denied/i);
}

const path = () => `quotas/test-${process.pid}-${Date.now()}`;

test('firebase-admin reads, writes, updates and runs transactions past the rules', async () => {
  const admin = adminDatabase();
  const at = path();
  await admin.ref(`${at}/a`).set({ count: 1 });
  await admin.ref().update({ [`${at}/b`]: { count: 2 }, [`${at}/c`]: { count: 3 } });
  const result = await admin.ref(`${at}/a/count`).transaction((count) => (count ?? 0) + 1);
  expect(result.committed).toBe(true);
  expect((await admin.ref(at).once('value')).val()).toEqual({
    a: { count: 2 },
    b: { count: 2 },
    c: { count: 3 },
  });
});

test('concurrent transactions from separate connections count every increment once', async () => {
  const at = `${path()}/count`;
  const admins = [adminDatabase(), adminDatabase(), adminDatabase()];
  await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      admins[i % admins.length].ref(at).transaction((count) => (count ?? 0) + 1),
    ),
  );
  expect((await admins[0].ref(at).once('value')).val()).toBe(30);
});

test("an administrator's rights never pass to a connection without a token", async () => {
  const admin = adminDatabase();
  const at = path();
  await admin.ref(at).set({ count: 1 });
  const { db } = await services();
  await denied(readOnce(db, at));
  await denied(update(ref(db), { [at]: { count: 2 } }));
  await admin.ref().update({ [`${at}/count`]: 3 });
  await denied(update(ref(db), { [`${at}/count`]: 4 }));
  expect((await admin.ref(at).once('value')).val()).toEqual({ count: 3 });
});

test("a signed-in writer's rights never pass to a connection without a token", async () => {
  const owner = await services();
  const user = await signUp(owner.auth, owner.db, {
    name: 'Rui',
    email: uniqueEmail(),
    password: 'secret-enough',
    role: 'talent',
  });
  const stranger = await services();
  await denied(readOnce(stranger.db, `profiles/${user.uid}`));
  await denied(update(ref(stranger.db, `profiles/${user.uid}`), { displayName: 'Mallory' }));
});
