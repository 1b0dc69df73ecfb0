import type { Database } from 'firebase-admin/database';
import { quotaName, quotaWindowsPath } from './database-paths';
import type { Reply } from './endpoint';
import { keyedHash } from './hashing';
import { QUOTA_WINDOWS, type Endpoint, type QuotaScope, type Settings } from './settings';

/**
 * Quotas count accepted requests in fixed windows: the window a moment falls in starts at a
 * multiple of its length. Each counter lives at quotas/<name>/<window start>/<subject>, so the
 * clean-up can drop whole windows once they end.
 */
export interface Quota {
  endpoint: Endpoint;
  scope: QuotaScope;
  /** A keyed hash of the visitor's address or e-mail, or "all" for the site-wide ceiling. */
  subject: string;
  limit: number;
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

export type QuotaOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against every quota, or against none: each counter goes up in its own
 * transaction, which refuses to pass the limit; if one refuses, those already counted are
 * counted back down, so only accepted requests are ever counted.
 */
export async function takeQuotas(
  db: Database,
  quotas: Quota[],
  now: number,
): Promise<QuotaOutcome> {
  const taken: string[] = [];
  for (const quota of quotas) {
    const path = counterPath(quota, now);
    const result = await db
      .ref(path)
      .transaction((count: number | null) =>
        (count ?? 0) >= quota.limit ? undefined : (count ?? 0) + 1,
      );
    if (!result.committed) {
      await Promise.all(taken.map((counted) => giveBack(db, counted)));
      return { allowed: false, retryAfterSeconds: secondsLeftInWindow(now, quota.scope) };
    }
    taken.push(path);
  }
  return { allowed: true };
}

/** Counts one back down; a counter back at zero goes, as if the request had never come. */
function giveBack(db: Database, path: string) {
  return db
    .ref(path)
    .transaction((count: number | null) => ((count ?? 0) <= 1 ? null : count! - 1));
}

/** A visitor's three quotas for an endpoint: their address, the e-mail they gave, the site. */
export function quotasFor(
  endpoint: Endpoint,
  who: { address: string; email: string },
  settings: Settings,
): Quota[] {
  const salt = settings.secret('QUOTA_SALT');
  const subjects: Record<QuotaScope, string> = {
    client: keyedHash(salt, `client:${who.address}`),
    email: keyedHash(salt, `email:${who.email}`),
    global: 'all',
  };
  return (Object.keys(subjects) as QuotaScope[]).map((scope) => ({
    endpoint,
    scope,
    subject: subjects[scope],
    limit: settings.quotaLimit(endpoint, scope),
  }));
}

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
