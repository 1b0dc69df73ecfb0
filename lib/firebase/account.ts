import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { Role } from '@/lib/content/auth';
import { nameChecks } from '@/lib/form-checks';
import { validate } from '@/lib/validation';
import { isCommonPassword } from '@/lib/common-passwords';
import { authErrorCode, AuthCodeError } from './auth-errors';
import { createProfile, readProfile, renameProfile } from './profiles';
import {
  expectRedirectResult,
  forgetRedirect,
  forgetSignedIn,
  redirectRole,
  rememberSignedIn,
} from './session-hint';

/**
 * The account actions of the site. Each takes the services it needs, so the browser passes the
 * page's instance and the tests pass their own. Errors are the SDK's, for authErrorMessage().
 */
export interface SignUp {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * Creates the account, names it, stores the profile and sends the verification e-mail; refuses a
 * password on the list of the most used first (common-password).
 */
export async function signUp(auth: Auth, db: Database, details: SignUp): Promise<User> {
  // Before the service is asked: its own rule knows only a length.
  if (isCommonPassword(details.password)) throw new AuthCodeError('common-password');
  const { user } = await createUserWithEmailAndPassword(
    auth,
    details.email.trim(),
    details.password,
  );
  const name = details.name.trim();
  await updateProfile(user, { displayName: name });
  await announceProfile(user);
  await createProfile(db, user.uid, { displayName: name, role: details.role });
  await sendEmailVerification(user);
  return user;
}

export async function signIn(auth: Auth, email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(auth, email.trim(), password)).user;
}

/**
 * The profile name of a Google account: the first of its name, the start of its address and its
 * uid that database.rules.json takes as a name (the visitor can rename it on the account page).
 */
function googleName(user: User): string {
  const candidates = [user.displayName?.trim(), user.email?.split('@')[0]];
  const fits = (name?: string): name is string =>
    !!name && !validate({ name }, { name: nameChecks }).name;
  return candidates.find(fits) ?? user.uid;
}

/**
 * Stores the role of a Google sign-up in a new profile. An account that has one already keeps it:
 * signing up again with Google is signing in.
 */
async function joinWithGoogle(db: Database, user: User, role: Role): Promise<void> {
  if (await readProfile(db, user.uid)) return;
  await createProfile(db, user.uid, { displayName: googleName(user), role });
}

/** Where a Google sign-up keeps the role chosen on the form. */
export interface GoogleJoin {
  db: Database;
  role: Role;
}

/**
 * Google sign-in in a popup; when the browser blocks popups, the same sign-in in this tab (the
 * page then reloads, and completeGoogleRedirect() reports the outcome). With `join`, a sign-up:
 * the account's profile gets the role chosen, as a sign-up with a password does.
 */
export async function signInWithGoogle(auth: Auth, join?: GoogleJoin): Promise<User | undefined> {
  const provider = new GoogleAuthProvider();
  let user: User;
  try {
    user = (await signInWithPopup(auth, provider)).user;
  } catch (error) {
    if (authErrorCode(error) !== 'popup-blocked') throw error;
    expectRedirectResult(join?.role);
    await signInWithRedirect(auth, provider);
    return undefined;
  }
  if (join) await joinWithGoogle(join.db, user, join.role);
  return user;
}

/**
 * Reads the outcome of a Google sign-in by redirect, if one brought the visitor back here, and
 * finishes a sign-up's profile as signInWithGoogle() would have.
 */
export async function completeGoogleRedirect(auth: Auth, db: Database): Promise<void> {
  const role = redirectRole();
  try {
    const result = await getRedirectResult(auth);
    if (result && role) await joinWithGoogle(db, result.user, role);
  } finally {
    forgetRedirect();
  }
}

/**
 * Sends a reset link. An unknown address is no error here: the form answers the same either way,
 * so it never tells whether an address has an account.
 */
export async function sendReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if (authErrorCode(error) !== 'user-not-found') throw error;
  }
}

export function resendVerification(user: User): Promise<void> {
  return sendEmailVerification(user);
}

/**
 * updateProfile() tells the SDK's listeners only when the ID token changes, so the menu would
 * keep the old name; reload() always tells them (updateCurrentUser() would, but on a copy).
 */
function announceProfile(user: User): Promise<void> {
  return reload(user);
}

/** Renames the user in the sign-in service and, when there is one, in the profile. */
export async function rename(db: Database, user: User, name: string): Promise<void> {
  const displayName = name.trim();
  await updateProfile(user, { displayName });
  await announceProfile(user);
  if (await readProfile(db, user.uid)) await renameProfile(db, user.uid, displayName);
}

/** A sign-out the visitor asked for: the hint goes first so it is not reported as automatic. */
export function signOutByChoice(auth: Auth): Promise<void> {
  forgetSignedIn();
  return signOut(auth);
}

/** How to prove again who the user is when the service asks for a recent sign-in. */
export type Reauthenticate = { password: string } | { google: true };

export function reauthenticate(user: User, proof: Reauthenticate): Promise<unknown> {
  if ('password' in proof) {
    return reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email ?? '', proof.password),
    );
  }
  return reauthenticateWithPopup(user, new GoogleAuthProvider());
}

/**
 * Deletes the account, and only the account: the functions' deletion trigger then erases what the
 * database holds about it (profile, contact messages, newsletter entry), so no failure half-way
 * leaves one without the other. The service may answer requires-recent-login; the caller can
 * re-authenticate and try again.
 */
export async function deleteAccount(user: User): Promise<void> {
  forgetSignedIn();
  try {
    await deleteUser(user);
  } catch (error) {
    rememberSignedIn();
    throw error;
  }
}
