import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import {
  letterBatchPath,
  letterPath,
  type LetterBatch,
  type LetterCounts,
  type LetterSend,
  type OutboxEntry,
  type Outcome,
  type RecipientStatus,
} from './database-paths';
import { KEEP_SENT_MS } from './outbox';

/**
 * A letter's counts, exact however often a task runs again. Each batch of the fan-out keeps its
 * recipients' outcomes (letterRecipients/<slug>/<batch>), changed in transactions that count an
 * outcome once whichever attempt reports it; a batch that is complete (listed, none pending) writes
 * its counts into the letter's record (letters/<slug>), whose totals are the batches' sum, and the
 * write that completes the last batch logs the report.
 */

/** Outcomes no later attempt changes; a failed mail may still go when the sweep starts it over. */
const FINAL: RecipientStatus[] = ['sent', 'bounced', 'skipped'];

/** A batch's counts, and how many of its recipients are still pending. */
export function countRecipients(batch: LetterBatch): LetterCounts & { pending: number } {
  const statuses = Object.values(batch.recipients ?? {});
  const count = (status: RecipientStatus) => statuses.filter((found) => found === status).length;
  return {
    due: statuses.length,
    pending: count('pending'),
    sent: count('sent'),
    failed: count('failed'),
    bounced: count('bounced'),
    skipped: count('skipped'),
  };
}

/** The batch with `ids` among its recipients (pending, unless done already), all listed. */
export function withRecipients(batch: LetterBatch | null, ids: string[]): LetterBatch {
  const recipients = { ...batch?.recipients };
  for (const id of ids) recipients[id] ??= 'pending';
  return { ...batch, listed: true, version: (batch?.version ?? 0) + 1, recipients };
}

/** The batch with one recipient's outcome; undefined when that changes nothing. */
export function withOutcome(
  batch: LetterBatch | null,
  id: string,
  outcome: Outcome,
): LetterBatch | undefined {
  const current = batch?.recipients?.[id];
  // A mail the recipient's server took, then refused (the provider's report), bounced after all.
  const bouncedLater = current === 'sent' && outcome === 'bounced';
  if (current === outcome || (current && FINAL.includes(current) && !bouncedLater))
    return undefined;
  return {
    ...batch,
    version: (batch?.version ?? 0) + 1,
    recipients: { ...batch?.recipients, [id]: outcome },
  };
}

/**
 * The record's totals, the sum of its batches' counts; once the fan-out is over and every batch is
 * in (so due == sent + failed + bounced + skipped), when it was reported and when the recipients'
 * ids go.
 */
export function withTotals(record: LetterSend, now: number): LetterSend {
  // Batches 0, 1, 2… may come back from the database as an array.
  const batches = Object.values(record.batches ?? {}).filter(Boolean);
  // A batch counted before bounces were counted apart has none.
  const sum = (key: keyof LetterCounts) =>
    batches.reduce((total, batch) => total + (batch[key] ?? 0), 0);
  const { batchCount } = record;
  const complete =
    batchCount !== undefined &&
    Array.from({ length: batchCount }, (_, batch) => record.batches?.[batch]).every(Boolean);
  return {
    ...record,
    due: sum('due'),
    sent: sum('sent'),
    failed: sum('failed'),
    bounced: sum('bounced'),
    skipped: sum('skipped'),
    ...(complete && !record.reportedAt
      ? { reportedAt: now, recipientsExpireAt: now + KEEP_SENT_MS }
      : {}),
  };
}

/** The record with a complete batch's counts, unless it holds those of a newer state already. */
export function withBatchCounts(
  record: LetterSend,
  batch: number,
  counts: LetterCounts & { version: number },
  now: number,
): LetterSend | undefined {
  if ((record.batches?.[batch]?.version ?? -1) >= counts.version) return undefined;
  return withTotals({ ...record, batches: { ...record.batches, [batch]: counts } }, now);
}

/** Changes the letter's record in a transaction; logs the report if this change completed it. */
async function updateRecord(
  db: Database,
  letter: string,
  change: (record: LetterSend) => LetterSend | undefined,
): Promise<void> {
  const reported: { record?: LetterSend } = {};
  // A transaction may first run without the stored value: null then writes nothing new.
  const result = await db.ref(letterPath(letter)).transaction((record: LetterSend | null) => {
    reported.record = undefined;
    if (!record) return null;
    const next = change(record);
    if (next?.reportedAt && !record.reportedAt) reported.record = next;
    return next;
  });
  const done = reported.record;
  if (!result.committed || !done) return;
  const report = {
    letter,
    due: done.due,
    sent: done.sent,
    failed: done.failed,
    bounced: done.bounced,
    skipped: done.skipped,
    minutes: Math.round((done.reportedAt! - done.startedAt) / 60_000),
  };
  if (done.failed > 0) {
    logger.warn('letters: a letter is done; some mails failed and wait for the sweep', report);
  } else {
    logger.info('letters: a letter is done', report);
  }
}

/** Once a batch is complete, its counts go into the letter's record. */
async function rollUp(
  db: Database,
  letter: string,
  batch: number,
  state: LetterBatch | null,
  now: number,
) {
  if (!state) return;
  const { pending, ...counts } = countRecipients(state);
  if (!state.listed || pending > 0) return;
  await updateRecord(db, letter, (record) =>
    withBatchCounts(record, batch, { ...counts, version: state.version }, now),
  );
}

/** The fan-out's batch `batch` lists its recipients (letter-fan-out.ts); returns the batch. */
export async function listRecipients(
  db: Database,
  letter: string,
  batch: number,
  ids: string[],
  now: number,
): Promise<LetterBatch> {
  const result = await db
    .ref(letterBatchPath(letter, batch))
    .transaction((current: LetterBatch | null) => withRecipients(current, ids));
  const state = result.snapshot.val() as LetterBatch;
  await rollUp(db, letter, batch, state, now);
  return state;
}

/** A letter's mail to one subscriber has its outcome (mail-delivery.ts); safe to repeat. */
export async function tallyRecipient(
  db: Database,
  entry: OutboxEntry,
  outcome: Outcome,
  now: number,
) {
  const { letter, subscriber, batch } = entry;
  if (letter === undefined || subscriber === undefined || batch === undefined) return;
  const result = await db
    .ref(letterBatchPath(letter, batch))
    .transaction((current: LetterBatch | null) => withOutcome(current, subscriber, outcome));
  await rollUp(db, letter, batch, result.snapshot.val() as LetterBatch | null, now);
}

/** The last batch has run: there are `batchCount`, and the fan-out is over. */
export function finishFanOut(db: Database, letter: string, batchCount: number, now: number) {
  return updateRecord(db, letter, (record) =>
    withTotals(
      {
        ...record,
        fanOut: null,
        batchCount: Math.max(record.batchCount ?? 0, batchCount),
        fannedOutAt: record.fannedOutAt ?? now,
      },
      now,
    ),
  );
}
