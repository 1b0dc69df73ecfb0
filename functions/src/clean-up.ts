import type { Database } from 'firebase-admin/database';
import {
  collections,
  deletedAccountPath,
  idempotencyPath,
  letterPath,
  letterRecipientsPath,
  mailEventTokenPath,
  newsletterPath,
  outboxPath,
  quotaName,
  quotaWindowsPath,
} from './database-paths';
import { TOMBSTONE_LIFETIME } from './erasure';
import { QUOTA_LIMITS, QUOTA_WINDOWS, type Endpoint, type QuotaScope } from './settings';

/**
 * The daily clean-up: pending newsletter entries nobody confirmed in time, idempotency records
 * past their day, outbox entries sent or skipped a month ago, the recipients of letters finished a
 * month ago (their records stay, so a letter never goes twice), quota windows that have ended,
 * the mail provider's report tokens once their reports would be stale anyway, and the tombstones of deleted accounts once no session of theirs can still write
 * (TOMBSTONE_LIFETIME). Confirmed entries carry no expiry, so they are never touched.
 */
const ENDPOINTS = Object.keys(QUOTA_LIMITS) as Endpoint[];

/** What the clean-up reads: the candidates the database's queries returned. */
export interface CleanUpCandidates {
  newsletter: Record<string, { expiresAt?: unknown }> | null;
  idempotency: Record<string, { expiresAt?: unknown }> | null;
  /** Outbox entries get an expiry only once done (sent or skipped). */
  outbox: Record<string, { expiresAt?: unknown }> | null;
  /** Letters' records get one for their recipients once the letter is done (letter-tally.ts). */
  letters: Record<string, { recipientsExpireAt?: unknown }> | null;
  /** The tokens of the provider's reports, each kept until its report would be stale. */
  mailEventTokens: Record<string, { expiresAt?: unknown }> | null;
  /** Window starts (the keys under quotas/<name>) by quota name. */
  quotaWindows: Record<string, string[]>;
  /** When each account was erased, by uid. */
  deletedAccounts: Record<string, unknown> | null;
}

function expired<F extends string>(
  records: Record<string, Partial<Record<F, unknown>>> | null,
  now: number,
  field: F,
): string[] {
  return Object.entries(records ?? {})
    .filter(([, record]) => {
      const at = record?.[field];
      return typeof at === 'number' && at <= now;
    })
    .map(([key]) => key);
}

/** The name of each quota and how long its windows last. */
export function quotaWindowLengths(): Record<string, number> {
  return Object.fromEntries(
    ENDPOINTS.flatMap((endpoint) =>
      (Object.keys(QUOTA_WINDOWS) as QuotaScope[]).map((scope) => [
        quotaName(endpoint, scope),
        QUOTA_WINDOWS[scope],
      ]),
    ),
  );
}

/** The paths to delete. The queries already narrow the candidates; this decides, at `now`. */
export function pathsToClean(candidates: CleanUpCandidates, now: number): string[] {
  const lengths = quotaWindowLengths();
  const endedWindows = Object.entries(candidates.quotaWindows).flatMap(([name, starts]) =>
    starts
      .filter((start) => name in lengths && Number(start) + lengths[name] <= now)
      .map((start) => `${quotaWindowsPath(name)}/${start}`),
  );
  const oldTombstones = Object.entries(candidates.deletedAccounts ?? {})
    .filter(([, erasedAt]) => typeof erasedAt === 'number' && erasedAt + TOMBSTONE_LIFETIME <= now)
    .map(([uid]) => deletedAccountPath(uid));
  return [
    ...expired(candidates.newsletter, now, 'expiresAt').map(newsletterPath),
    ...expired(candidates.idempotency, now, 'expiresAt').map(idempotencyPath),
    ...expired(candidates.outbox, now, 'expiresAt').map(outboxPath),
    ...expired(candidates.mailEventTokens, now, 'expiresAt').map(mailEventTokenPath),
    ...expired(candidates.letters, now, 'recipientsExpireAt').flatMap((slug) => [
      letterRecipientsPath(slug),
      `${letterPath(slug)}/recipientsExpireAt`,
    ]),
    ...endedWindows,
    ...oldTombstones,
  ];
}

async function expiring(db: Database, collection: string, now: number, field = 'expiresAt') {
  // Entries without the field sort first under orderByChild: start past them.
  const snapshot = await db.ref(collection).orderByChild(field).startAt(0).endAt(now).once('value');
  return snapshot.val() as Record<string, Record<string, unknown>> | null;
}

/** Runs the clean-up at `now`; returns the paths it deleted. */
export async function cleanUp(db: Database, now: number): Promise<string[]> {
  const lengths = quotaWindowLengths();
  const quotaWindows: Record<string, string[]> = {};
  for (const [name, length] of Object.entries(lengths)) {
    const snapshot = await db
      .ref(quotaWindowsPath(name))
      .orderByKey()
      .endAt(String(now - length))
      .once('value');
    quotaWindows[name] = Object.keys(snapshot.val() ?? {});
  }
  const paths = pathsToClean(
    {
      newsletter: await expiring(db, collections.newsletter, now),
      idempotency: await expiring(db, collections.idempotency, now),
      outbox: await expiring(db, collections.outbox, now),
      mailEventTokens: await expiring(db, collections.mailEventTokens, now),
      letters: await expiring(db, collections.letters, now, 'recipientsExpireAt'),
      quotaWindows,
      deletedAccounts: (
        await db
          .ref(collections.deletedAccounts)
          .orderByValue()
          .endAt(now - TOMBSTONE_LIFETIME)
          .once('value')
      ).val(),
    },
    now,
  );
  if (paths.length) await db.ref().update(Object.fromEntries(paths.map((path) => [path, null])));
  return paths;
}
