import { deleteApp } from 'firebase/app';
import { createFirebase, type FirebaseServices } from '@/lib/firebase/client';
import { AUTH_EMULATOR_URL, DATABASE_EMULATOR, EMULATOR_PROJECT } from '@/lib/firebase/config';

/** Helpers for the SDK tests: fresh apps, the Auth emulator's REST API, unique addresses. */
const admin = `${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT}`;
const identity = `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}`;

let apps = 0;
const open: FirebaseServices[] = [];

export async function services(): Promise<FirebaseServices> {
  const created = await createFirebase(`test-${process.pid}-${apps++}`);
  open.push(created);
  return created;
}

export async function closeAll(): Promise<void> {
  // Signing out stops the user's proactive token refresh, a timer deleteApp leaves running.
  await Promise.all(
    open.splice(0).map(async ({ app, auth }) => {
      await auth.signOut();
      await deleteApp(app);
    }),
  );
}

let addresses = 0;
export function uniqueEmail(label = 'user'): string {
  return `${label}.${process.pid}.${Date.now()}.${addresses++}@example.com`;
}

/** Fails the suite with a clear message when an emulator is not running. */
export async function requireEmulators(): Promise<void> {
  const auth = await fetch(`${AUTH_EMULATOR_URL}/`).catch(() => undefined);
  if (!auth?.ok) {
    throw new Error(
      `Auth emulator not reachable at ${AUTH_EMULATOR_URL}: run through firebase emulators:exec --only auth`,
    );
  }
  const database = await fetch(`http://${DATABASE_EMULATOR.host}:${DATABASE_EMULATOR.port}/`).catch(
    (error: Error) => error,
  );
  if (database instanceof Error && /ECONNREFUSED/.test(String(database.cause))) {
    throw new Error(
      `Database server not reachable on port ${DATABASE_EMULATOR.port}: run through scripts/with-database.mjs`,
    );
  }
}

/** E-mail enumeration protection of the emulated project, as in the console. */
export async function setEmailPrivacy(enabled: boolean): Promise<void> {
  const response = await fetch(`${admin}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      signIn: { allowDuplicateEmails: false },
      emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled },
    }),
  });
  if (!response.ok) throw new Error(`config PATCH failed: ${response.status}`);
}

interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
  oobCode: string;
}

/** The e-mails the emulator would have sent (reset links, verification links). */
export async function oobCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(`${admin}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: OobCode[] };
  return codes.filter((code) => code.email === email);
}

/** Disables an account the way an administrator would. */
export async function disableUser(uid: string): Promise<void> {
  const response = await fetch(`${identity}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, disableUser: true }),
  });
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status}`);
}

/** The database URL of `path` for a REST read, e.g. "contactMessages" (see ownerRead). */
export function databaseRestUrl(path: string): string {
  return `http://${DATABASE_EMULATOR.host}:${DATABASE_EMULATOR.port}/${path}.json?ns=${EMULATOR_PROJECT}`;
}

/**
 * Reads `path` as an administrator, past the rules: the emulators' `owner` credential, which
 * scripts/database-server.mjs honours for REST reads like the official emulator does.
 */
export async function ownerRead<T>(path: string): Promise<T | null> {
  const response = await fetch(databaseRestUrl(path), {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`owner read of ${path} failed: ${response.status}`);
  return (await response.json()) as T | null;
}
