import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { UNVERIFIED_CLIENT } from './client-address';
import { quotaName, quotaWindowsPath } from './database-paths';
import type { Reply } from './endpoint';
import { keyedHash } from './hashing';
import { QUOTA_WINDOWS, type Endpoint, type QuotaScope, type Settings } from './settings';

/**
 * Quotas count accepted requests in fixed windows: the window a moment falls in starts at a
 * multiple of its length. Each counter lives at quotas/<name>/<window start>/<subject>, so the
 * clean-up can drop whole windows once they end.
 *
 * The per-visitor and per-address quotas refuse past their limit. The site-wide one never
 * refuses: a ceiling that closes the forms for everyone is a switch any sender of many requests
 * could throw. Past it the endpoint runs degraded instead (every visitor gets the strictest
 * per-visitor limit) and an alert is logged once per window.
 */
export interface Quota {
  endpoint: Endpoint;
  scope: QuotaScope;
  /** A keyed hash of the visitor's address or e-mail, or "all" for the site-wide count. */
  subject: string;
  limit: number;
  /** The limit while the site-wide count is past its own (client scope only). */
  degradedLimit?: number;
}

export function windowStart(now: number, length: number): number {
  return Math.floor(now / length) * length;
}

export function counterPath(quota: Quota, now: number): string {
  const name = quotaName(quota.endpoint, quota.scope);
  return `${quotaWindowsPath(name)}/${windowStart(now, QUOTA_WINDOWS[quota.scope])}/${quota.subject}`;
}

/** Whole seconds until the window `now` falls in ends (a Retry-After value, at least 1). */
export function secondsLeftInWindow(now: number, scope: QuotaScope): number {
  const length = QUOTA_WINDOWS[scope];
  return Math.max(1, Math.ceil((windowStart(now, length) + length - now) / 1000));
}

export type QuotaOutcome =
  | { allowed: true; counted: string[]; degraded: boolean }
  | { allowed: false; retryAfterSeconds: number };

/** Counts one up, refusing past `limit` (when given); resolves with the count, or undefined. */
async function countUp(db: Database, path: string, limit?: number): Promise<number | undefined> {
  const result = await db
    .ref(path)
    .transaction((count: number | null) =>
      limit !== undefined && (count ?? 0) >= limit ? undefined : (count ?? 0) + 1,
    );
  return result.committed ? (result.snapshot.val() as number) : undefined;
}

/** Counts one back down; a counter back at zero goes, as if the request had never come. */
function giveBack(db: Database, path: string) {
  return db
    .ref(path)
    .transaction((count: number | null) => ((count ?? 0) <= 1 ? null : count! - 1));
}

/** Gives back what an accepted request counted (its mail finally failed, say). */
export async function giveBackQuotas(db: Database, counted: string[]): Promise<void> {
  await Promise.all(counted.map((path) => giveBack(db, path)));
}

/**
 * Counts one request against every quota, or against none: the site-wide count first (it decides
 * the per-visitor limit), then each other counter in its own transaction, which refuses to pass
 * its limit; if one refuses, those already counted are counted back down, so only accepted
 * requests are ever counted. `counted` lists the counters, for giveBackQuotas.
 */
export async function takeQuotas(
  db: Database,
  quotas: Quota[],
  now: number,
): Promise<QuotaOutcome> {
  const counted: string[] = [];
  let degraded = false;
  for (const quota of quotas.filter((quota) => quota.scope === 'global')) {
    const path = counterPath(quota, now);
    const count = (await countUp(db, path))!;
    counted.push(path);
    degraded ||= count > quota.limit;
    if (count === quota.limit + 1) {
      logger.error(
        'quotas: the site-wide limit is passed; every visitor gets the strictest quota',
        {
          endpoint: quota.endpoint,
          limit: quota.limit,
        },
      );
    }
  }
  for (const quota of quotas.filter((quota) => quota.scope !== 'global')) {
    const path = counterPath(quota, now);
    const limit = degraded ? (quota.degradedLimit ?? quota.limit) : quota.limit;
    if ((await countUp(db, path, limit)) === undefined) {
      await giveBackQuotas(db, counted);
      return { allowed: false, retryAfterSeconds: secondsLeftInWindow(now, quota.scope) };
    }
    counted.push(path);
  }
  return { allowed: true, counted, degraded };
}

/** A visitor's address as its counters know it: keyed, so no counter names an address. */
const clientSubject = (salt: string, address: string) => keyedHash(salt, `client:${address}`);

/**
 * A visitor's three quotas for an endpoint: their address, the e-mail they gave, the site. An
 * address the platform did not vouch for (UNVERIFIED_CLIENT) always has the strictest limit.
 */
export function quotasFor(
  endpoint: Endpoint,
  who: { address: string; email: string },
  settings: Settings,
): Quota[] {
  const salt = settings.secret('QUOTA_SALT');
  const strictest = settings.quotaLimit(endpoint, 'degraded');
  const clientLimit =
    who.address === UNVERIFIED_CLIENT ? strictest : settings.quotaLimit(endpoint, 'client');
  return [
    { endpoint, scope: 'global', subject: 'all', limit: settings.quotaLimit(endpoint, 'global') },
    {
      endpoint,
      scope: 'client',
      subject: clientSubject(salt, who.address),
      limit: clientLimit,
      degradedLimit: Math.min(clientLimit, strictest),
    },
    {
      endpoint,
      scope: 'email',
      subject: keyedHash(salt, `email:${who.email}`),
      limit: settings.quotaLimit(endpoint, 'email'),
    },
  ];
}

/** A visitor's refused newsletter links this hour (newsletter.ts): the only count that endpoint keeps. */
export function linkRefusals(address: string, settings: Settings): Quota {
  return {
    endpoint: 'newsletterLink',
    scope: 'client',
    subject: clientSubject(settings.secret('QUOTA_SALT'), address),
    limit: settings.quotaLimit('newsletterLink', 'client'),
  };
}

/**
 * Whether `quota` still has room, read without counting: for a count of refusals, taken only
 * once a request is refused (countRefusal).
 */
export async function hasRoom(db: Database, quota: Quota, now: number): Promise<boolean> {
  const count: unknown = (await db.ref(counterPath(quota, now)).once('value')).val();
  return typeof count !== 'number' || count < quota.limit;
}

/** Counts one refusal against `quota`, whatever its limit; resolves with the window's count. */
export async function countRefusal(db: Database, quota: Quota, now: number): Promise<number> {
  return (await countUp(db, counterPath(quota, now)))!;
}

/** The mail provider's refused reports today, site-wide (mail-events.ts): they bound its log. */
export const refusedReports = (settings: Settings): Quota => ({
  endpoint: 'mailEvents',
  scope: 'global',
  subject: 'all',
  limit: settings.quotaLimit('mailEvents', 'global'),
});

/** A signed-in account's test mails this hour (letter-test.ts), keyed: no counter names a uid. */
export const accountTestMails = (uid: string, settings: Settings): Quota => ({
  endpoint: 'letterTest',
  scope: 'client',
  subject: keyedHash(settings.secret('QUOTA_SALT'), `account:${uid}`),
  limit: settings.quotaLimit('letterTest', 'client'),
});

/**
 * A visitor's and the site's quotas for an endpoint, and no address's: for a request that names
 * no e-mail address (a report), or one whose address is not the sender's to spend (a newsletter
 * request, which anyone may make for any address).
 */
export const visitorQuotas = (endpoint: Endpoint, address: string, settings: Settings) =>
  quotasFor(endpoint, { address, email: '' }, settings).filter((quota) => quota.scope !== 'email');

/** 429 with Retry-After, and the same moment in the body for a form to show. */
export function rateLimited(retryAfterSeconds: number, now: number): Reply {
  return {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
    body: {
      error: 'rate-limited',
      retryAfter: retryAfterSeconds,
      retryAt: new Date(now + retryAfterSeconds * 1000).toISOString(),
    },
  };
}
