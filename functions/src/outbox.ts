import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { outboxPath, type OutboxEntry } from './database-paths';

/**
 * The mail outbox. An endpoint stores its record and an outbox entry, asks the mail queue for a
 * task (mail-queue.ts) and answers at once; the queue's function (mail-delivery.ts) sends each
 * entry's mail. Cloud Tasks may run a task more than once and runs it again after a failure, so
 * an attempt first claims the entry: only a pending (or failed) entry, or one whose last attempt's
 * lease ran out, is sent, and a sent one never again. The sweep (outbox-sweep.ts) gives entries
 * whose task is gone a new one and reports what waits too long.
 */

/**
 * How the queue retries a failing mail: 10, 20, 40 s, then every minute, for 60 attempts (about
 * an hour). A mail server that comes back is used within a minute; past the hour the entry is
 * kept as failed and the sweep starts it over.
 */
export const MAIL_RETRY = {
  maxAttempts: 60,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 60,
  maxDoublings: 3,
} as const;

/** Far below any mail provider's sending limits; a burst waits in the queue instead. */
export const MAIL_PACE = { maxConcurrentDispatches: 6, maxDispatchesPerSecond: 5 } as const;

/** Longer than one attempt can take (the queue's function times out after 60 s). */
export const SEND_LEASE_MS = 90_000;

/** How long a sent entry is kept (without its address) for counts and support questions. */
export const KEEP_SENT_MS = 30 * 24 * 3_600_000;

export type Claim =
  | { claimed: true; entry: OutboxEntry }
  | { claimed: false; reason: 'done'; entry: OutboxEntry }
  | { claimed: false; reason: 'gone' | 'busy' };

/** Takes the entry for one attempt at `now`, or says why not (with the entry, when it is done). */
export async function claimForSending(db: Database, id: string, now: number): Promise<Claim> {
  // What the transaction's last run found; a property, so the compiler keeps its type whole.
  const found: { reason: 'done' | 'gone' | 'busy'; entry?: OutboxEntry } = { reason: 'gone' };
  // A transaction may first run without the stored value: null then writes nothing new.
  const result = await db.ref(outboxPath(id)).transaction((current: OutboxEntry | null) => {
    found.reason = 'gone';
    if (!current) return null;
    if (current.status === 'sent' || current.status === 'skipped' || current.status === 'refused') {
      found.reason = 'done';
      found.entry = current;
      return undefined;
    }
    if (current.status === 'sending' && (current.leaseUntil ?? 0) > now) {
      found.reason = 'busy';
      return undefined;
    }
    return {
      ...current,
      status: 'sending',
      attempts: (current.attempts ?? 0) + 1,
      leaseUntil: now + SEND_LEASE_MS,
      lastAttemptAt: now,
    } satisfies OutboxEntry;
  });
  const entry = result.snapshot.val() as OutboxEntry | null;
  if (result.committed && entry) return { claimed: true, entry };
  const { reason } = found;
  return reason === 'done'
    ? { claimed: false, reason, entry: found.entry! }
    : { claimed: false, reason };
}

/**
 * Done: what identified the recipient goes, the fact and the time stay for a while; a refusal
 * keeps the server's words.
 */
export function markDone(
  db: Database,
  id: string,
  status: 'sent' | 'skipped' | 'refused',
  now: number,
  error?: string,
) {
  return db.ref(outboxPath(id)).update({
    status,
    sentAt: status === 'sent' ? now : null,
    leaseUntil: null,
    lastError: error?.slice(0, 300) ?? null,
    email: null,
    quotaCounters: null,
    expiresAt: now + KEEP_SENT_MS,
  } satisfies Partial<OutboxEntry>);
}

/**
 * An attempt failed: free for the next one, or, after the last retry, failed (its quota counters
 * were given back: they go).
 */
export function markAttemptFailed(
  db: Database,
  id: string,
  { error, final }: { error: string; final: boolean },
) {
  return db.ref(outboxPath(id)).update({
    status: final ? 'failed' : 'pending',
    leaseUntil: null,
    lastError: error.slice(0, 300),
    ...(final ? { quotaCounters: null } : {}),
  } satisfies Partial<OutboxEntry>);
}

/** A new entry, pending from `now`. */
export function pendingEntry(
  now: number,
  mail: Pick<
    OutboxEntry,
    | 'kind'
    | 'reference'
    | 'email'
    | 'page'
    | 'locale'
    | 'quotaCounters'
    | 'letter'
    | 'subscriber'
    | 'batch'
  >,
): OutboxEntry {
  return { ...mail, status: 'pending', createdAt: now, attempts: 0 };
}

/**
 * Asks the mail queue for the entry's task. The entry is stored already, so a queue that cannot
 * be reached loses nothing: the sweep gives the entry its task later.
 */
export async function requestDelivery(
  enqueueMail: (id: string) => Promise<void>,
  id: string,
): Promise<void> {
  try {
    await enqueueMail(id);
  } catch (error) {
    logger.warn('outbox: the mail queue refused a task; the sweep will give it one', {
      id,
      error: String(error),
    });
  }
}
