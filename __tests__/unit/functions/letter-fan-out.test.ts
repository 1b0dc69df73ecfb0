/**
 * @jest-environment node
 */
import {
  letterOutboxId,
  type LetterCounts,
  type LetterSend,
  type NewsletterEntry,
} from '@/functions/src/database-paths';
import { batchPlan } from '@/functions/src/letter-fan-out';
import { letterBatchTaskId } from '@/functions/src/letter-queue';
import { LATE_MS, schedulePlan, STALLED_MS } from '@/functions/src/letter-schedule';
import {
  countRecipients,
  withBatchCounts,
  withOutcome,
  withRecipients,
  withTotals,
} from '@/functions/src/letter-tally';
import { KEEP_SENT_MS } from '@/functions/src/outbox';

const now = Date.UTC(2026, 10, 2, 9, 5);
const entry = (status: NewsletterEntry['status']) => ({ status }) as NewsletterEntry;
const record = (fields: Partial<LetterSend> = {}): LetterSend => ({
  startedAt: now - 60_000,
  due: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  ...fields,
});

describe('a batch of the fan-out', () => {
  test('gives the letter to the confirmed entries it listed, and goes on after the last key', () => {
    const listing: [string, NewsletterEntry | null][] = [
      ['a', entry('confirmed')],
      ['b', entry('pending')],
      ['c', entry('confirmed')],
    ];
    expect(batchPlan(listing, 3)).toEqual({ confirmed: ['a', 'c'], next: 'c' });
  });

  test('is the last when the list ends inside it', () => {
    expect(batchPlan([['a', entry('confirmed')]], 3)).toEqual({
      confirmed: ['a'],
      next: undefined,
    });
    expect(batchPlan([], 3)).toEqual({ confirmed: [], next: undefined });
  });

  test('names every mail and every task the same way however often it runs', () => {
    expect(letterOutboxId('november-2026', 'K1')).toBe('letter-november-2026-K1');
    const task = { letter: 'november-2026', batch: 4, after: 'K1' };
    expect(letterBatchTaskId(task)).toBe('november-2026-batch-4');
    expect(letterBatchTaskId(task, 2)).toBe('november-2026-batch-4-r2');
  });
});

describe('the schedule', () => {
  const letters = [
    { slug: 'sent-before', sendAt: now - 86_400_000 },
    { slug: 'due-now', sendAt: now },
    { slug: 'later', sendAt: now + 1 },
  ];

  test('starts each letter whose time has come, unless it was started before', () => {
    expect(schedulePlan(letters, new Set(['sent-before']), {}, now).start).toEqual(['due-now']);
  });

  test('misses a letter found later than LATE_MS after its time, instead of starting it', () => {
    const late = [
      { slug: 'just-in-time', sendAt: now - LATE_MS },
      { slug: 'too-late', sendAt: now - LATE_MS - 1 },
    ];
    const plan = schedulePlan(late, new Set(), {}, now);
    expect(plan.start).toEqual(['just-in-time']);
    expect(plan.miss).toEqual([late[1]]);
    expect(schedulePlan(late, new Set(['too-late']), {}, now).miss).toEqual([]);
  });

  test('resumes a fan-out quiet for too long, where it stood, under a new task name', () => {
    const fanOut = (movedAt: number) => ({ nextBatch: 3, cursor: 'K9', movedAt, requeues: 1 });
    const records = {
      stalled: record({ fanOut: fanOut(now - STALLED_MS) }),
      moving: record({ fanOut: fanOut(now - STALLED_MS + 1) }),
      done: record({ fannedOutAt: now - STALLED_MS }),
    };
    expect(schedulePlan([], new Set(), records, now).resume).toEqual([
      { task: { letter: 'stalled', batch: 3, after: 'K9' }, restart: 2 },
    ]);
  });
});

describe("a letter's counts", () => {
  test('a listed recipient is pending until its outcome, which counts once', () => {
    const listed = withRecipients(null, ['a', 'b', 'c']);
    expect(listed).toMatchObject({ listed: true, version: 1 });
    const sent = withOutcome(listed, 'a', 'sent')!;
    expect(withOutcome(sent, 'a', 'sent')).toBeUndefined();
    expect(withOutcome(sent, 'a', 'failed')).toBeUndefined();
    expect(countRecipients(sent)).toEqual({
      due: 3,
      pending: 2,
      sent: 1,
      failed: 0,
      bounced: 0,
      skipped: 0,
    });
  });

  test('an outcome that came before its batch was listed is kept when it is', () => {
    const early = withOutcome(null, 'a', 'skipped')!;
    expect(early.listed).toBeUndefined();
    const listed = withRecipients(early, ['a', 'b']);
    expect(listed.recipients).toEqual({ a: 'skipped', b: 'pending' });
    expect(listed.version).toBe(2);
  });

  test('a mail refused for good counts as bounced, apart from failures, and stays so', () => {
    const bounced = withOutcome(withRecipients(null, ['a', 'b']), 'a', 'bounced')!;
    expect(countRecipients(bounced)).toMatchObject({ bounced: 1, failed: 0, pending: 1 });
    expect(withOutcome(bounced, 'a', 'sent')).toBeUndefined();
  });

  test('a batch counted before bounces were counted apart adds none', () => {
    const old = { due: 2, sent: 2, failed: 0, skipped: 0, version: 1 } as LetterCounts & {
      version: number;
    };
    expect(withTotals(record({ batchCount: 1, batches: { 0: old } }), now).bounced).toBe(0);
  });

  test('a failed mail that goes after all (the sweep started it over) counts as sent', () => {
    const failed = withOutcome(withRecipients(null, ['a']), 'a', 'failed')!;
    expect(countRecipients(withOutcome(failed, 'a', 'sent')!)).toMatchObject({
      failed: 0,
      sent: 1,
    });
  });

  test("a batch's counts are replaced only by those of a newer state of it", () => {
    const counts = { due: 2, sent: 2, failed: 0, bounced: 0, skipped: 0 };
    const first = withBatchCounts(record(), 0, { ...counts, version: 3 }, now)!;
    expect(first.sent).toBe(2);
    expect(withBatchCounts(first, 0, { ...counts, sent: 1, failed: 1, version: 2 }, now)).toBe(
      undefined,
    );
  });

  test('the totals add the batches up; the report waits for the last batch', () => {
    const batch = (sent: number, skipped: number, version = 1) => ({
      due: sent + skipped,
      sent,
      failed: 0,
      bounced: 0,
      skipped,
      version,
    });
    const partly = withTotals(
      record({ batchCount: 3, batches: { 0: batch(150, 0), 2: batch(1, 1) } }),
      now,
    );
    expect(partly).toMatchObject({ due: 152, sent: 151, skipped: 1 });
    expect(partly.reportedAt).toBeUndefined();
    const done = withTotals({ ...partly, batches: { ...partly.batches, 1: batch(148, 2) } }, now);
    expect(done).toMatchObject({ due: 302, sent: 299, skipped: 3, failed: 0, reportedAt: now });
    expect(done.recipientsExpireAt).toBe(now + KEEP_SENT_MS);
    // Reported once: a later change (a failed mail that went) keeps the first report's time.
    expect(withTotals(done, now + 1).reportedAt).toBe(now);
  });

  test('without the fan-out over, complete batches are no report', () => {
    const batches = { 0: { due: 1, sent: 1, failed: 0, bounced: 0, skipped: 0, version: 1 } };
    expect(withTotals(record({ batches }), now).reportedAt).toBeUndefined();
  });
});
