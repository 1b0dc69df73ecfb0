import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { collections, outboxPath, type OutboxEntry } from './database-paths';

/**
 * The outbox's sweep, every few minutes: entries whose task is gone get a new one, and mails that
 * wait too long are reported. A task is gone when the queue never took it (the endpoint could not
 * reach the queue), when it ran out of retries (the entry is failed), or when its function died
 * holding the entry (a lease long past). A task still retrying touches its entry at least every
 * minute (MAIL_RETRY's longest wait), so ten quiet minutes mean no task is left.
 */
export const QUIET_MS = 10 * 60_000;
/** Past this a mail waiting to go is reported as an error (an alert in production), once. */
export const REPORT_AFTER_MS = 60 * 60_000;
/**
 * Past this an entry gets no new task: a confirmation link or a support request this old helps
 * nobody. It stays, failed, and is reported once more, as given up.
 */
export const RESTART_WITHIN_MS = 3 * 24 * 3_600_000;

const WAITING: OutboxEntry['status'][] = ['pending', 'sending', 'failed'];

export interface SweepOutcome {
  requeued: string[];
  /** Entries not yet sent after REPORT_AFTER_MS, reported by this sweep (each once). */
  overdue: number;
  /** Entries past RESTART_WITHIN_MS, given up by this sweep (each once). */
  givenUp: number;
}

/** The entries to give a new task at `now`, and how many are overdue. */
export function sweepPlan(entries: Record<string, OutboxEntry>, now: number) {
  const waiting = Object.entries(entries).filter(([, entry]) => WAITING.includes(entry.status));
  const lastTouched = (entry: OutboxEntry) =>
    Math.max(entry.createdAt, entry.lastAttemptAt ?? 0, entry.requeuedAt ?? 0);
  return {
    requeue: waiting
      .filter(([, entry]) => now - lastTouched(entry) >= QUIET_MS)
      .filter(([, entry]) => now - entry.createdAt < RESTART_WITHIN_MS)
      .filter(([, entry]) => entry.status !== 'sending' || (entry.leaseUntil ?? 0) <= now)
      .map(([id, entry]) => ({ id, requeues: (entry.requeues ?? 0) + 1 })),
    // Each is reported once, not at every sweep: an alert that repeats every few minutes for
    // days gets muted, and the next one with it.
    overdue: waiting
      .filter(([, entry]) => now - entry.createdAt >= REPORT_AFTER_MS && !entry.reportedAt)
      .map(([id]) => id),
    givenUp: waiting
      .filter(([, entry]) => now - entry.createdAt >= RESTART_WITHIN_MS && !entry.givenUpAt)
      .map(([id]) => id),
  };
}

export async function sweepOutbox(
  db: Database,
  enqueue: (id: string, taskId: string) => Promise<void>,
  now: number,
): Promise<SweepOutcome> {
  const found = await Promise.all(
    WAITING.map((status) =>
      db.ref(collections.outbox).orderByChild('status').equalTo(status).once('value'),
    ),
  );
  const entries = Object.assign({}, ...found.map((snapshot) => snapshot.val() ?? {}));
  const plan = sweepPlan(entries, now);
  for (const { id, requeues } of plan.requeue) {
    await db
      .ref(outboxPath(id))
      .update({ requeuedAt: now, requeues } satisfies Partial<OutboxEntry>);
    // A task name the queue has not seen: it keeps those of finished tasks for a while.
    await enqueue(id, `${id}-r${requeues}`);
  }
  const marks = {
    ...Object.fromEntries(plan.overdue.map((id) => [`${outboxPath(id)}/reportedAt`, now])),
    ...Object.fromEntries(plan.givenUp.map((id) => [`${outboxPath(id)}/givenUpAt`, now])),
  };
  if (Object.keys(marks).length > 0) await db.ref().update(marks);
  if (plan.overdue.length > 0) {
    logger.error('outbox: mails have waited over an hour', { overdue: plan.overdue.length });
  }
  if (plan.givenUp.length > 0) {
    logger.error('outbox: mails given up after three days, kept as failed', {
      givenUp: plan.givenUp.length,
    });
  }
  return {
    requeued: plan.requeue.map(({ id }) => id),
    overdue: plan.overdue.length,
    givenUp: plan.givenUp.length,
  };
}
