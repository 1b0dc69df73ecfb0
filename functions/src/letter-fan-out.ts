import type { Database } from 'firebase-admin/database';
import {
  collections,
  letterOutboxId,
  letterPath,
  outboxPath,
  type LetterSend,
  type NewsletterEntry,
  type OutboxEntry,
} from './database-paths';
import { letterBatchTaskId, type LetterBatchTask } from './letter-queue';
import { finishFanOut, listRecipients } from './letter-tally';
import { pendingEntry, requestDelivery } from './outbox';
import type { Services } from './services';

/**
 * A letter's fan-out, one task a batch (the queue function fanOutLetter): a batch lists
 * LETTER_BATCH_SIZE newsletter entries in key order, after the last key of the batch before; gives
 * each confirmed one an outbox entry whose id comes from the letter and the subscriber, created
 * only if absent; asks the mail queue for each one's task (named after the entry, so asking again
 * adds nothing); then asks for the next batch. A batch that runs again recreates nothing and
 * queues nothing twice; whether the mail still goes is decided when it is sent
 * (newsletter-letter.ts).
 *
 * Pacing. The mail queue sends at most MAIL_PACE (outbox.ts: 5 mails a second, 6 at a time)
 * whatever it holds, far below a mail provider's per-second limits. The fan-out keeps letters to
 * half of that: the next batch's task waits LETTER_BATCH_DELAY_SECONDS, so letters go at 150 a
 * minute (9,000 an hour) and a confirmation or contact mail never waits behind more than one
 * batch. A list of 20,000 takes a little over two hours. A provider's daily quota must hold the
 * list and the day's other mail; with a smaller one, lower LETTER_BATCH_SIZE.
 */
export const LETTER_BATCH_SIZE = 150;
export const LETTER_BATCH_DELAY_SECONDS = 60;

/**
 * How the queue retries a batch that fails: 10 s doubling to a minute, 20 attempts; after that the
 * schedule (letter-schedule.ts) gives the batch a new task once it has been quiet for a while.
 */
export const LETTER_RETRY = {
  maxAttempts: 20,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 60,
  maxDoublings: 3,
} as const;

export interface FanOutServices extends Pick<Services, 'db' | 'now' | 'enqueueMail'> {
  /** Gives a batch its task in the fan-out's queue (letter-queue.ts). */
  enqueueLetterBatch(task: LetterBatchTask, taskId: string, delaySeconds?: number): Promise<void>;
}

/**
 * What a batch does with the newsletter entries it listed, in key order: the confirmed ones get
 * the letter, and the next batch starts after the last key, unless the list ended here.
 */
export function batchPlan(listing: [string, NewsletterEntry | null][], size: number) {
  return {
    confirmed: listing.filter(([, entry]) => entry?.status === 'confirmed').map(([id]) => id),
    next: listing.length < size ? undefined : listing[listing.length - 1][0],
  };
}

/** Up to `size` newsletter entries after the key `after` (from the first without), in key order. */
async function listEntries(db: Database, after: string | null | undefined, size: number) {
  const byKey = db.ref(collections.newsletter).orderByKey();
  const snapshot = await (after ? byKey.startAfter(after) : byKey).limitToFirst(size).once('value');
  const listing: [string, NewsletterEntry | null][] = [];
  snapshot.forEach((child) => {
    listing.push([child.key!, child.val() as NewsletterEntry | null]);
  });
  return listing;
}

/** The letter's outbox entry for one subscriber: created now if absent, as stored either way. */
async function entryFor(
  db: Database,
  { letter, batch }: LetterBatchTask,
  subscriber: string,
  now: number,
): Promise<OutboxEntry | null> {
  // A transaction may first run without the stored value: the entry it offers then is refused
  // by the database if one exists, and the next run sees that one and leaves it.
  const result = await db
    .ref(outboxPath(letterOutboxId(letter, subscriber)))
    .transaction((current: OutboxEntry | null) =>
      current ? undefined : pendingEntry(now, { kind: 'letter', letter, subscriber, batch }),
    );
  return result.snapshot.val() as OutboxEntry | null;
}

/**
 * Records that the fan-out is at `task` (the schedule resumes from there if its task is lost).
 * False when the letter is not being fanned out: never started, or done.
 */
async function markProgress(db: Database, task: LetterBatchTask, now: number): Promise<boolean> {
  // A transaction may first run without the stored value: null then writes nothing new.
  const result = await db.ref(letterPath(task.letter)).transaction((record: LetterSend | null) => {
    if (!record) return null;
    if (record.fannedOutAt) return undefined;
    return {
      ...record,
      fanOut: { ...record.fanOut, nextBatch: task.batch, cursor: task.after ?? null, movedAt: now },
    } satisfies LetterSend;
  });
  const record = result.snapshot.val() as LetterSend | null;
  return Boolean(record && !record.fannedOutAt);
}

/** One batch of a letter's fan-out: the fan-out queue's task. Safe to run again. */
export async function fanOutBatch(services: FanOutServices, task: LetterBatchTask): Promise<void> {
  const { db } = services;
  const now = services.now();
  if (!(await markProgress(db, task, now))) return;
  const plan = batchPlan(await listEntries(db, task.after, LETTER_BATCH_SIZE), LETTER_BATCH_SIZE);
  const entries = await Promise.all(plan.confirmed.map((id) => entryFor(db, task, id, now)));
  // A subscriber whose entry another run of the fan-out made in another batch is counted there.
  const recipients = plan.confirmed.filter((_, index) => entries[index]?.batch === task.batch);
  const listed = await listRecipients(db, task.letter, task.batch, recipients, now);
  await Promise.all(
    recipients
      .filter((id) => listed.recipients?.[id] === 'pending')
      .map((id) => requestDelivery(services.enqueueMail, letterOutboxId(task.letter, id))),
  );
  if (plan.next === undefined) {
    await finishFanOut(db, task.letter, task.batch + 1, now);
    return;
  }
  const next: LetterBatchTask = { letter: task.letter, batch: task.batch + 1, after: plan.next };
  await markProgress(db, next, now);
  await services.enqueueLetterBatch(next, letterBatchTaskId(next), LETTER_BATCH_DELAY_SECONDS);
}
