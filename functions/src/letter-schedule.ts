import { collections, letterPath, type LetterMissed, type LetterSend } from './database-paths';
import type { FanOutServices } from './letter-fan-out';
import { letterBatchTaskId, type LetterBatchTask } from './letter-queue';
import type { Services } from './services';

/**
 * The letters' schedule (the scheduled function sendLetters): a letter whose time has come and
 * that was never started gets its record (letters/<slug>, created once in a transaction: a letter
 * never starts twice, however often this runs or however it is edited later) and its first
 * batch's task; a fan-out whose batch task is gone (the queue could not be reached, its retries
 * ran out) gets a new one where it stood.
 */

/**
 * A batch's task touches the record when it starts (LETTER_RETRY retries within a minute) and the
 * next one waits a minute (LETTER_BATCH_DELAY_SECONDS): ten quiet minutes mean no task is left.
 */
export const STALLED_MS = 10 * 60_000;

/**
 * How late a letter may still start. The schedule finds a letter on the site once a deploy has
 * published it (site-letters.ts); one found later than this (it was merged with a time long past)
 * would reach inboxes as old news, so it is recorded as missed (letters/<slug>/missedSendAt,
 * once per sendAt) and reported instead. Giving it a new sendAt sends it.
 */
export const LATE_MS = 3 * 24 * 3_600_000;

export interface LetterDue {
  slug: string;
  /** When it goes out, in ms (the site's letters, site-letters.ts). */
  sendAt: number;
}

export type ScheduleServices = FanOutServices & Pick<Services, 'letters'>;

/** The letters to start or to record as missed, and the fan-outs to resume at `now`: pure. */
export function schedulePlan(
  letters: LetterDue[],
  started: ReadonlySet<string>,
  records: Record<string, LetterSend>,
  now: number,
) {
  const waiting = letters.filter((letter) => letter.sendAt <= now && !started.has(letter.slug));
  return {
    start: waiting.filter((letter) => now - letter.sendAt <= LATE_MS).map((letter) => letter.slug),
    miss: waiting.filter((letter) => now - letter.sendAt > LATE_MS),
    resume: Object.entries(records).flatMap(([letter, record]) => {
      const { fanOut } = record;
      if (!fanOut || record.fannedOutAt || now - fanOut.movedAt < STALLED_MS) return [];
      const task: LetterBatchTask = {
        letter,
        batch: fanOut.nextBatch,
        after: fanOut.cursor ?? null,
      };
      return [{ task, restart: (fanOut.requeues ?? 0) + 1 }];
    }),
  };
}

/** A new letter's record: counts at zero, the fan-out about to run its first batch. */
function newRecord(now: number): LetterSend {
  return {
    startedAt: now,
    due: 0,
    sent: 0,
    failed: 0,
    bounced: 0,
    skipped: 0,
    fanOut: { nextBatch: 0, cursor: null, movedAt: now },
  };
}

/** Starts a letter unless it was started before; true when this run started it. */
async function startLetter(services: ScheduleServices, letter: string, now: number) {
  // A transaction may first run without the stored value: the record it offers then is refused
  // by the database if one exists, and the next run sees that one and leaves it. A record with
  // only missedSendAt is a letter that was too late once and has a new time now.
  const result = await services.db
    .ref(letterPath(letter))
    .transaction((record: LetterSend | LetterMissed | null) =>
      record && 'startedAt' in record ? undefined : newRecord(now),
    );
  if (!result.committed) return false;
  const first: LetterBatchTask = { letter, batch: 0, after: null };
  await services.enqueueLetterBatch(first, letterBatchTaskId(first));
  return true;
}

/** Records a letter as missed at its sendAt; true the first time, so it is reported once. */
async function recordMissed(services: ScheduleServices, { slug, sendAt }: LetterDue) {
  const result = await services.db
    .ref(`${letterPath(slug)}/missedSendAt`)
    .transaction((missed: number | null) => (missed === sendAt ? undefined : sendAt));
  return result.committed;
}

/** Gives a stalled batch a new task, unless the fan-out moved meanwhile. */
async function resume(
  services: ScheduleServices,
  { task, restart }: { task: LetterBatchTask; restart: number },
  now: number,
) {
  let moved = true;
  // A transaction may first run without the stored value: null then writes nothing new.
  await services.db.ref(letterPath(task.letter)).transaction((record: LetterSend | null) => {
    moved = true;
    if (!record) return null;
    const { fanOut } = record;
    if (!fanOut || record.fannedOutAt || now - fanOut.movedAt < STALLED_MS) return undefined;
    moved = false;
    return { ...record, fanOut: { ...fanOut, movedAt: now, requeues: restart } };
  });
  if (moved) return false;
  // A task name the queue has not seen: it keeps those of finished tasks for a while.
  await services.enqueueLetterBatch(task, letterBatchTaskId(task, restart));
  return true;
}

/** One run of the schedule at services.now(): the letters it started, resumed and missed. */
export async function runLetterSchedule(services: ScheduleServices) {
  const { db } = services;
  const now = services.now();
  const { letters } = await services.letters();
  const due = letters
    .filter((letter) => letter.sendAt <= now)
    .map(({ slug, sendAt }) => ({ slug, sendAt }));
  const started = new Set<string>();
  for (const { slug } of due) {
    if ((await db.ref(`${letterPath(slug)}/startedAt`).once('value')).exists()) started.add(slug);
  }
  // Records whose fan-out has not moved for STALLED_MS; those without one sort first (null).
  const stalled = await db
    .ref(collections.letters)
    .orderByChild('fanOut/movedAt')
    .startAt(0)
    .endAt(now - STALLED_MS)
    .once('value');
  const plan = schedulePlan(due, started, stalled.val() ?? {}, now);
  const outcome = { started: [] as string[], resumed: [] as string[], missed: [] as string[] };
  for (const letter of plan.start) {
    if (await startLetter(services, letter, now)) outcome.started.push(letter);
  }
  for (const letter of plan.miss) {
    if (await recordMissed(services, letter)) outcome.missed.push(letter.slug);
  }
  for (const stalledBatch of plan.resume) {
    if (await resume(services, stalledBatch, now)) outcome.resumed.push(stalledBatch.task.letter);
  }
  return outcome;
}
