import {
  getRedirectResult,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Database } from 'firebase/database';
import { completeGoogleRedirect, signInWithGoogle } from '@/lib/firebase/account';
import { createProfile, readProfile } from '@/lib/firebase/profiles';
import { redirectExpected } from '@/lib/firebase/session-hint';

jest.mock('firebase/auth', () => ({
  GoogleAuthProvider: jest.fn(),
  signInWithPopup: jest.fn(),
  signInWithRedirect: jest.fn(async () => undefined),
  getRedirectResult: jest.fn(),
}));
jest.mock('@/lib/firebase/profiles', () => ({
  createProfile: jest.fn(async () => undefined),
  readProfile: jest.fn(async () => null),
}));

const auth = {} as Auth;
const db = {} as Database;
const googleUser = (fields: Partial<User> = {}) =>
  ({ uid: 'uid-1', displayName: 'Inês Duarte', email: 'ines@example.com', ...fields }) as User;

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

test('a sign-up stores the role chosen in a new profile, named as the Google account', async () => {
  jest.mocked(signInWithPopup).mockResolvedValue({ user: googleUser() } as never);
  await signInWithGoogle(auth, { db, role: 'talent' });
  expect(createProfile).toHaveBeenCalledWith(db, 'uid-1', {
    displayName: 'Inês Duarte',
    role: 'talent',
  });
});

test('an account with a profile keeps its role: signing up again is signing in', async () => {
  jest.mocked(signInWithPopup).mockResolvedValue({ user: googleUser() } as never);
  jest.mocked(readProfile).mockResolvedValueOnce({ displayName: 'Inês', role: 'buyer' } as never);
  await signInWithGoogle(auth, { db, role: 'talent' });
  expect(createProfile).not.toHaveBeenCalled();
});

test('a Google name the rules would refuse gives way to the start of the address', async () => {
  jest
    .mocked(signInWithPopup)
    .mockResolvedValue({ user: googleUser({ displayName: '<b>Inês</b>' }) } as never);
  await signInWithGoogle(auth, { db, role: 'seller' });
  expect(createProfile).toHaveBeenCalledWith(db, 'uid-1', { displayName: 'ines', role: 'seller' });
});

test('a sign-in (no role) writes no profile', async () => {
  jest.mocked(signInWithPopup).mockResolvedValue({ user: googleUser() } as never);
  await signInWithGoogle(auth);
  expect(readProfile).not.toHaveBeenCalled();
  expect(createProfile).not.toHaveBeenCalled();
});

test('a blocked popup: the role goes through the redirect and is stored when the page returns', async () => {
  jest.mocked(signInWithPopup).mockRejectedValue({ code: 'auth/popup-blocked' });
  expect(await signInWithGoogle(auth, { db, role: 'client' })).toBeUndefined();
  expect(signInWithRedirect).toHaveBeenCalled();
  expect(redirectExpected()).toBe(true);

  // The page Google sends the visitor back to.
  jest.mocked(getRedirectResult).mockResolvedValue({ user: googleUser() } as never);
  await completeGoogleRedirect(auth, db);
  expect(createProfile).toHaveBeenCalledWith(db, 'uid-1', {
    displayName: 'Inês Duarte',
    role: 'client',
  });
  expect(redirectExpected()).toBe(false);
});

test('a redirect sign-in without a role, or no redirect at all, writes no profile', async () => {
  jest.mocked(signInWithPopup).mockRejectedValue({ code: 'auth/popup-blocked' });
  await signInWithGoogle(auth);
  jest.mocked(getRedirectResult).mockResolvedValue({ user: googleUser() } as never);
  await completeGoogleRedirect(auth, db);
  jest.mocked(getRedirectResult).mockResolvedValue(null);
  await completeGoogleRedirect(auth, db);
  expect(createProfile).not.toHaveBeenCalled();
});
