import fs from 'node:fs';
import path from 'node:path';
import { collections, newsletterId, type OutboxEntry } from '@/functions/src/database-paths';
import { newsletterKey } from '@/functions/src/newsletter-keys';
import { readSettings, type Settings } from '@/functions/src/settings';
import { REGION } from '@/functions/src/region';
import { DEMO_PROJECT, localUrl } from '@/lib/backend.mjs';
import { requireEmulators, siteUnderTest } from '../support/emulators';
import { adminDatabase, closeAdmins } from './admin';
import { closeAll } from './apps';

/**
 * Helpers for the endpoint tests: requests through the Hosting emulator's /api rewrites (as the
 * site's pages make them), the captured mails (maildev's REST API), and the database as the
 * functions see it (firebase-admin).
 */
export const siteUrl = siteUnderTest;
const mailUrl = localUrl('mailViewer');

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/**
 * POSTs JSON (or another body) to a site path. `client` becomes the X-Forwarded-For entry the
 * emulated functions take for the visitor's address, so tests can be different visitors; null
 * sends none, as a local browser does.
 */
export async function post(
  sitePath: string,
  body: unknown,
  {
    client = 'client-default',
    headers = {},
    method = 'POST',
    origin = siteUrl,
  }: {
    client?: string | null;
    headers?: Record<string, string>;
    method?: string;
    /** Another origin than the site's: e.g. a function's own (directFunctionOrigin). */
    origin?: string;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${sitePath}`, {
    method,
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      ...(client === null ? {} : { 'x-forwarded-for': client }),
      ...headers,
    },
    body:
      method === 'GET'
        ? undefined
        : typeof body === 'string'
          ? body
          : Buffer.isBuffer(body)
            ? new Uint8Array(body)
            : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (the Functions Framework's own answer to malformed JSON): keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/**
 * The address of a function itself, past Hosting, as a caller who found it would use it: `post`
 * it the site path with `origin` set to this and the function ignores the path.
 */
export const directFunctionOrigin = (functionId: string) =>
  `${localUrl('functions')}/${DEMO_PROJECT}/${REGION}/${functionId}`;

/** `name`'s value in one of the functions' files the emulator reads (NAME=value lines). */
function emulatorValue(fileName: string, name: string): string {
  const file = path.join(process.cwd(), 'functions', fileName);
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} is not set in ${file}`);
  return line.slice(name.length + 1);
}

/**
 * A secret of the emulated functions, from the file the Functions emulator reads in place of
 * Secret Manager (written when the services start, scripts/lib/local-services.mjs).
 */
export const emulatorSecret = (name: string) => emulatorValue('.secret.local', name);

/** The functions' settings, for a test that runs them in its own process: with their secrets. */
export const emulatedSettings = (siteUrl: string): Settings => ({
  ...readSettings(siteUrl),
  secret: emulatorSecret,
});

/** The id the emulated functions give an address's newsletter entry (keyed with their secret). */
export const newsletterEntryId = (email: string) =>
  newsletterId(newsletterKey({ secret: emulatorSecret }), email);

/** A setting of the emulated functions, from the file the Functions emulator reads. */
export const emulatorSetting = (name: string) => Number(emulatorValue('.env.demo-agora', name));

export interface CapturedMail {
  id: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  to: { address: string }[];
  replyTo?: { address: string; name: string }[];
}

export async function mails(): Promise<CapturedMail[]> {
  const response = await fetch(`${mailUrl}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as CapturedMail[];
}

const sentTo = (address: string) => (mail: CapturedMail) =>
  mail.to.some((to) => to.address === address);

export async function mailsTo(address: string): Promise<CapturedMail[]> {
  return (await mails()).filter(sentTo(address));
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link to ${prefix} in "${mail.subject}"`);
  return new URL(found);
}

/**
 * The id and token a newsletter link carries: a page's in its fragment, as the page reads them,
 * the one-click address's in its query.
 */
export function linkParams(url: URL): { id: string | null; token: string | null } {
  const params = new URLSearchParams(url.hash.slice(1) || url.search);
  return { id: params.get('id'), token: params.get('token') };
}

/** Reads a path as the functions do, past the rules. */
export async function stored<T = unknown>(at: string): Promise<T | null> {
  return (await adminDatabase().ref(at).once('value')).val() as T | null;
}

/** Polls until `check` passes: e.g. the deletion trigger runs after the deletion returns. */
export async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The `count` mails to `address` (and matching `also`), waited for: the mail queue sends a mail
 * after the request is answered, and the capture server files it a moment after accepting it.
 */
export async function mailsArrived(
  address: string,
  { count = 1, also = () => true }: { count?: number; also?: (mail: CapturedMail) => boolean } = {},
): Promise<CapturedMail[]> {
  let found: CapturedMail[] = [];
  await eventually(async () => {
    found = (await mails()).filter((mail) => sentTo(address)(mail) && also(mail));
    expect(found).toHaveLength(count);
  }, 20_000);
  return found;
}

/**
 * Runs `during` with the mail capture stalled: its process stopped, so connections to it open (the
 * kernel accepts them) and then hang, as a mail server that stops answering does. It goes on
 * however `during` ends; its web page hangs too meanwhile, so read mails after.
 */
export async function withMailStalled<T>(during: () => Promise<T>): Promise<T> {
  const pid = Number(process.env.AGORA_MAIL_PID);
  if (!pid) throw new Error('AGORA_MAIL_PID is not set: run through npm test');
  process.kill(pid, 'SIGSTOP');
  try {
    return await during();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

/**
 * Waits until the mail queue has nothing left to do: every outbox entry sent, skipped or failed.
 * A test that compares what is stored before and after a request starts from there.
 */
export async function queueIdle(): Promise<void> {
  await eventually(async () => {
    const entries = Object.values((await stored<Record<string, OutboxEntry>>('outbox')) ?? {});
    expect(entries.filter((entry) => ['pending', 'sending'].includes(entry.status))).toEqual([]);
  }, 30_000);
}

/** Every quota starts unused, so one test's requests never count against another's. */
export async function resetQuotas(): Promise<void> {
  await adminDatabase().ref(collections.quotas).remove();
}

/**
 * Fails the suite with a clear message when the functions or the mail capture are not up. The
 * Functions emulator listens before it has loaded the functions (Hosting answers 404 meanwhile),
 * so a suite that runs first waits for them a while.
 */
export async function requireFunctions(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const probe = await fetch(`${siteUrl}/api/contact`).catch((error: Error) => error);
    if (!(probe instanceof Error) && probe.status === 405) break;
    if (Date.now() > deadline) {
      throw new Error(
        `The contact function is not reachable through Hosting at ${siteUrl}/api/contact ` +
          `(${probe instanceof Error ? probe.message : probe.status}): run through npm test`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await mails().catch((error: Error) => {
    throw new Error(`The mail capture is not reachable at ${mailUrl}: ${error.message}`);
  });
}

/**
 * The hooks of a suite of endpoint tests: the emulators and functions must be up, every test
 * starts with unused quotas, and the apps a test opened are closed after it.
 */
export function endpointTests(): void {
  // The first request to each function starts its runtime in the emulator: seconds, not millis.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await requireEmulators();
    await requireFunctions();
  }, 45_000);
  beforeEach(resetQuotas);
  afterEach(async () => {
    await closeAll();
    await closeAdmins();
  });
}
