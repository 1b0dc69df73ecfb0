import { collections, letterPath, type LetterSend } from './database-paths';
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

export interface LetterDue {
  slug: string;
  /** When it goes out, in ms (FunctionsContent's letters). */
  sendAt: number;
}

export type ScheduleServices = FanOutServices & Pick<Services, 'content'>;

/** The letters to start and the fan-outs to resume at `now`: pure. */
export function schedulePlan(
  letters: LetterDue[],
  started: ReadonlySet<string>,
  records: Record<string, LetterSend>,
  now: number,
) {
  return {
    start: letters
      .filter((letter) => letter.sendAt <= now && !started.has(letter.slug))
      .map((letter) => letter.slug),
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
    skipped: 0,
    fanOut: { nextBatch: 0, cursor: null, movedAt: now },
  };
}

/** Starts a letter unless it has a record; true when this run started it. */
async function startLetter(services: ScheduleServices, letter: string, now: number) {
  // A transaction may first run without the stored value: the record it offers then is refused
  // by the database if one exists, and the next run sees that one and leaves it.
  const result = await services.db
    .ref(letterPath(letter))
    .transaction((record: LetterSend | null) => (record ? undefined : newRecord(now)));
  if (!result.committed) return false;
  const first: LetterBatchTask = { letter, batch: 0, after: null };
  await services.enqueueLetterBatch(first, letterBatchTaskId(first));
  return true;
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

/** One run of the schedule at services.now(): the letters it started and resumed. */
export async function runLetterSchedule(services: ScheduleServices) {
  const { db } = services;
  const now = services.now();
  const due = services.content.letters.filter((letter) => letter.sendAt <= now);
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
  const outcome = { started: [] as string[], resumed: [] as string[] };
  for (const letter of plan.start) {
    if (await startLetter(services, letter, now)) outcome.started.push(letter);
  }
  for (const stalledBatch of plan.resume) {
    if (await resume(services, stalledBatch, now)) outcome.resumed.push(stalledBatch.task.letter);
  }
  return outcome;
}
