import { deleteApp, initializeApp } from 'firebase/app';
import {
  applyActionCode,
  connectAuthEmulator,
  getAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  type User,
} from 'firebase/auth';
import {
  deleteAccount,
  rename,
  resendVerification,
  sendReset,
  signIn,
  signOutByChoice,
  signUp,
} from '@/lib/firebase/account';
import { firebaseOptions } from '@/lib/backend.mjs';
import { authErrorCode } from '@/lib/firebase/auth-errors';
import { readProfile } from '@/lib/firebase/profiles';
import {
  disableUser,
  oobCodes,
  requireEmulators,
  setEmailPrivacy,
  uniqueEmail,
} from '../support/emulators';
import { closeAll, services } from './apps';

const PASSWORD = 'correct horse';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return authErrorCode(error);
  }
  throw new Error('expected the call to fail');
}

async function newAccount(role: 'seller' | 'buyer' = 'seller') {
  const { auth, db } = await services();
  const email = uniqueEmail(role);
  const user = await signUp(auth, db, { name: 'Ines Duarte', email, password: PASSWORD, role });
  return { auth, db, email, user };
}

beforeAll(requireEmulators);
afterEach(closeAll);

describe('account flows', () => {
  beforeAll(() => setEmailPrivacy(false));

  test('sign up names the user, stores the profile and sends a verification e-mail', async () => {
    const { db, email, user } = await newAccount('seller');
    expect(user.displayName).toBe('Ines Duarte');
    expect(user.emailVerified).toBe(false);
    expect(user.providerData.map((p) => p.providerId)).toEqual(['password']);
    expect(user.metadata.creationTime).toBeTruthy();
    const profile = await readProfile(db, user.uid);
    expect(profile).toMatchObject({ displayName: 'Ines Duarte', role: 'seller' });
    expect(typeof profile?.createdAt).toBe('number');
    expect((await oobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
  });

  test('verification: the link verifies the address, and it can be resent', async () => {
    const { auth, email, user } = await newAccount();
    await resendVerification(user);
    const codes = (await oobCodes(email)).filter((code) => code.requestType === 'VERIFY_EMAIL');
    expect(codes).toHaveLength(2);
    await applyActionCode(auth, codes[1].oobCode);
    await user.reload();
    expect(user.emailVerified).toBe(true);
  });

  test('sign out, then sign in again with the password', async () => {
    const { auth, email, user } = await newAccount();
    await signOutByChoice(auth);
    expect(auth.currentUser).toBeNull();
    const again = await signIn(auth, email, PASSWORD);
    expect(again.uid).toBe(user.uid);
  });

  test('password reset sends a reset e-mail', async () => {
    const { auth, email } = await newAccount();
    await sendReset(auth, email);
    expect((await oobCodes(email)).some((code) => code.requestType === 'PASSWORD_RESET')).toBe(
      true,
    );
  });

  test('rename updates the user and the profile, and tells the listeners', async () => {
    const { auth, db, user } = await newAccount();
    const names: (string | null | undefined)[] = [];
    const stop = onIdTokenChanged(auth, (current) => names.push(current?.displayName));
    await rename(db, user, '  Ines M. Duarte ');
    stop();
    expect(names.at(-1)).toBe('Ines M. Duarte');
    expect(user.displayName).toBe('Ines M. Duarte');
    expect((await readProfile(db, user.uid))?.displayName).toBe('Ines M. Duarte');
  });

  test('delete removes the account (the deletion trigger erases the rest: erasure.test.ts)', async () => {
    const { auth, email, user } = await newAccount();
    await deleteAccount(user);
    expect(auth.currentUser).toBeNull();
    expect(await codeOf(signIn(auth, email, PASSWORD))).toBe('user-not-found');
  });

  test('a disabled account is signed out by the SDK and cannot sign in again', async () => {
    const { auth, email, user } = await newAccount();
    const states: (User | null)[] = [];
    const stop = onAuthStateChanged(auth, (state) => states.push(state));
    await disableUser(user.uid);
    expect(await codeOf(user.getIdToken(true))).toBe('user-disabled');
    expect(auth.currentUser).toBeNull();
    expect(states.at(-1)).toBeNull();
    stop();
    expect(await codeOf(signIn(auth, email, PASSWORD))).toBe('user-disabled');
  });
});

describe('error codes with e-mail enumeration protection OFF', () => {
  beforeAll(() => setEmailPrivacy(false));

  test('wrong-password, user-not-found, email-already-in-use, weak-password, invalid-email, missing-password', async () => {
    const { auth, email } = await newAccount();
    expect(await codeOf(signIn(auth, email, 'not the password'))).toBe('wrong-password');
    expect(await codeOf(signIn(auth, uniqueEmail('nobody'), PASSWORD))).toBe('user-not-found');
    const { db } = await services();
    expect(
      await codeOf(signUp(auth, db, { name: 'Ana', email, password: PASSWORD, role: 'buyer' })),
    ).toBe('email-already-in-use');
    expect(
      await codeOf(
        signUp(auth, db, { name: 'Ana', email: uniqueEmail(), password: '12345', role: 'buyer' }),
      ),
    ).toBe('weak-password');
    expect(await codeOf(signIn(auth, 'not-an-address', PASSWORD))).toBe('invalid-email');
    expect(await codeOf(signIn(auth, email, ''))).toBe('missing-password');
  });

  test('a reset for an unknown address succeeds all the same (the form answers alike)', async () => {
    const { auth } = await services();
    const email = uniqueEmail('nobody');
    await expect(sendReset(auth, email)).resolves.toBeUndefined();
    expect(await oobCodes(email)).toHaveLength(0);
  });

  test('network-request-failed when the service cannot be reached', async () => {
    const app = initializeApp(firebaseOptions(), 'unreachable');
    const auth = getAuth(app);
    // Port 9 (discard) has nothing listening: the request fails like a dropped connection.
    connectAuthEmulator(auth, 'http://127.0.0.1:9', { disableWarnings: true });
    // The SDK leaves its 30 s request timer running after a failed fetch: let it not hold Jest.
    const setTimer = global.setTimeout;
    const unref = jest
      .spyOn(global, 'setTimeout')
      .mockImplementation(((...args: Parameters<typeof setTimeout>) =>
        setTimer(...args).unref()) as typeof setTimeout);
    try {
      expect(await codeOf(signIn(auth, uniqueEmail(), PASSWORD))).toBe('network-request-failed');
    } finally {
      unref.mockRestore();
      await deleteApp(app);
    }
  });
});

describe('error codes with e-mail enumeration protection ON', () => {
  beforeAll(() => setEmailPrivacy(true));
  afterAll(() => setEmailPrivacy(false));

  test('wrong password and unknown user both answer invalid-credential', async () => {
    const { auth, email } = await newAccount();
    expect(await codeOf(signIn(auth, email, 'not the password'))).toBe('invalid-credential');
    expect(await codeOf(signIn(auth, uniqueEmail('nobody'), PASSWORD))).toBe('invalid-credential');
  });

  test('a reset for an unknown address succeeds silently', async () => {
    const { auth } = await services();
    const email = uniqueEmail('nobody');
    await expect(sendReset(auth, email)).resolves.toBeUndefined();
    expect(await oobCodes(email)).toHaveLength(0);
  });
});
