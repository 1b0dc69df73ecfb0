/**
 * @jest-environment node
 */
import type { OutboxEntry } from '@/functions/src/database-paths';
import { permanentRefusal } from '@/functions/src/mail-refusals';
import {
  QUIET_MS,
  REPORT_AFTER_MS,
  RESTART_WITHIN_MS,
  sweepPlan,
} from '@/functions/src/outbox-sweep';

test('a 5xx answer refuses for good; a 4xx, a timeout or a dropped connection may pass later', () => {
  const answer = (responseCode?: number, code?: string) =>
    Object.assign(new Error('refused'), { responseCode, code });
  expect(permanentRefusal(answer(550, 'EENVELOPE'))).toBe(550);
  expect(permanentRefusal(answer(554, 'EMESSAGE'))).toBe(554);
  expect(permanentRefusal(answer(451, 'EENVELOPE'))).toBeUndefined();
  expect(permanentRefusal(answer(421))).toBeUndefined();
  expect(permanentRefusal(answer(undefined, 'ETIMEDOUT'))).toBeUndefined();
  expect(permanentRefusal(undefined)).toBeUndefined();
});

describe('the sweep reports each mail once', () => {
  const now = 10 * RESTART_WITHIN_MS;
  const failed = (age: number, marks: Partial<OutboxEntry> = {}): OutboxEntry => ({
    kind: 'contact',
    status: 'failed',
    createdAt: now - age,
    lastAttemptAt: now - QUIET_MS,
    attempts: 60,
    ...marks,
  });

  test('overdue after an hour, given up after three days, each once', () => {
    const plan = sweepPlan(
      {
        late: failed(REPORT_AFTER_MS),
        reported: failed(REPORT_AFTER_MS, { reportedAt: now - QUIET_MS }),
        old: failed(RESTART_WITHIN_MS, { reportedAt: now - RESTART_WITHIN_MS }),
        gone: failed(RESTART_WITHIN_MS, { reportedAt: 1, givenUpAt: now - QUIET_MS }),
      },
      now,
    );
    expect(plan.overdue).toEqual(['late']);
    expect(plan.givenUp).toEqual(['old']);
    expect(plan.requeue.map(({ id }) => id)).toEqual(['late', 'reported']);
  });

  test('a refused mail is neither started over nor reported by the sweep', () => {
    const plan = sweepPlan({ refused: failed(RESTART_WITHIN_MS, { status: 'refused' }) }, now);
    expect(plan).toEqual({ requeue: [], overdue: [], givenUp: [] });
  });
});
