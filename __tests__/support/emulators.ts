import { authEmulatorUrl, DEMO_DATABASE, DEMO_PROJECT, localUrl, siteUrl } from '@/lib/backend.mjs';

/**
 * The local services as the SDK and browser tests use them: their REST APIs, unique addresses,
 * and a check that they are up.
 */

/** The site under test: the Hosting emulator serving out/, unless E2E_BASE_URL names another copy. */
export const siteUnderTest = (process.env.E2E_BASE_URL ?? siteUrl()).replace(/\/$/, '');

const admin = `${authEmulatorUrl()}/emulator/v1/projects/${DEMO_PROJECT}`;
const identity = `${authEmulatorUrl()}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT}`;
const databaseUrl = localUrl('database');

let addresses = 0;
export function uniqueEmail(label = 'user'): string {
  return `${label}.${process.pid}.${Date.now()}.${addresses++}@example.com`;
}

/** Fails the suite with a clear message when a local service is not running. */
export async function requireEmulators(): Promise<void> {
  const start = 'start them with `npm test`, or `npm start` in another terminal';
  const auth = await fetch(`${authEmulatorUrl()}/`).catch(() => undefined);
  if (!auth?.ok) {
    throw new Error(`Auth emulator not reachable at ${authEmulatorUrl()}: ${start}`);
  }
  const answer = await fetch(`${databaseUrl}/`).catch((error: Error) => error);
  if (answer instanceof Error && /ECONNREFUSED/.test(String(answer.cause))) {
    throw new Error(`Database stand-in not reachable at ${databaseUrl}: ${start}`);
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
  /** The mail's link: opening it applies the code, as following it from the mail would. */
  oobLink: string;
}

/** The e-mails the emulator would have sent (reset links, verification links). */
export async function oobCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(`${admin}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: OobCode[] };
  return codes.filter((code) => code.email === email);
}

/**
 * Proves `email`'s address as its owner would: follows the verification link the emulator would
 * have mailed it (the last one).
 */
export async function proveAddress(email: string): Promise<void> {
  // The sign-up asks for the mail as it ends; on a busy machine the emulator lists it a moment later.
  const deadline = Date.now() + 10_000;
  const verification = async () =>
    (await oobCodes(email)).filter((code) => code.requestType === 'VERIFY_EMAIL').at(-1);
  let link = await verification();
  while (!link && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    link = await verification();
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  const response = await fetch(link.oobLink);
  if (!response.ok) throw new Error(`the verification link failed: ${response.status}`);
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

/**
 * Auth's getUsers for uids, as firebase-admin asks the Auth emulator (accounts:lookup), for code
 * that takes an Auth: firebase-admin/auth itself does not load under Jest (its JWT library ships
 * only as ES modules).
 */
export async function getUsers(identifiers: { uid: string }[]) {
  const response = await fetch(`${identity}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: identifiers.map(({ uid }) => uid) }),
  });
  if (!response.ok) throw new Error(`accounts:lookup failed: ${response.status}`);
  const { users = [] } = (await response.json()) as { users?: { localId: string }[] };
  const found = new Set(users.map((user) => user.localId));
  return { notFound: identifiers.filter(({ uid }) => !found.has(uid)) };
}

/** The database URL of `path` for a REST read, e.g. "contactMessages" (see ownerRead). */
export function databaseRestUrl(path: string): string {
  return `${databaseUrl}/${path}.json?ns=${DEMO_DATABASE}`;
}

/**
 * Reads `path` as an administrator, past the rules: the emulators' `owner` credential, which
 * scripts/lib/database-server.mjs honours for REST reads like the official emulator does.
 */
export async function ownerRead<T>(path: string): Promise<T | null> {
  const response = await fetch(databaseRestUrl(path), {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`owner read of ${path} failed: ${response.status}`);
  return (await response.json()) as T | null;
}
