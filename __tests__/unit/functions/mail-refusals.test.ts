/**
 * @jest-environment node
 */
import type { OutboxEntry } from '@/functions/src/database-paths';
import { addressGone, permanentRefusal } from '@/functions/src/mail-refusals';
import {
  QUIET_MS,
  REPORT_AFTER_MS,
  RESTART_WITHIN_MS,
  sweepPlan,
} from '@/functions/src/outbox-sweep';

test('a 5xx answer refuses the mail for good (suppressing the address only if it is gone: below); a 4xx, a timeout or a dropped connection may pass later', () => {
  const answer = (responseCode?: number, code?: string) =>
    Object.assign(new Error('refused'), { responseCode, code });
  expect(permanentRefusal(answer(550, 'EENVELOPE'))).toBe(550);
  expect(permanentRefusal(answer(554, 'EMESSAGE'))).toBe(554);
  expect(permanentRefusal(answer(451, 'EENVELOPE'))).toBeUndefined();
  expect(permanentRefusal(answer(421))).toBeUndefined();
  expect(permanentRefusal(answer(undefined, 'ETIMEDOUT'))).toBeUndefined();
  expect(permanentRefusal(undefined)).toBeUndefined();
});

test.each([
  [550, '550 5.1.1 <a@example.com>: Recipient address rejected: User unknown', true],
  [550, '550 5.2.1 The email account that you tried to reach is disabled', true],
  [553, '553 5.1.3 Bad recipient address syntax', true],
  [550, '550 Requested action not taken: mailbox unavailable', true],
  [556, '556 Domain does not accept mail', true],
  [550, '550 5.7.1 Message rejected as spam by Content Filtering', false],
  [554, '554 5.7.1 Service unavailable; client host blocked', false],
  [552, '552 5.2.2 Mailbox full', false],
  [550, '550 5.1.8 Sender address rejected: domain not found', false],
  [554, '554 Transaction failed', false],
  [451, '451 4.2.2 Mailbox full, try again later', false],
])('%d "%s": the address is gone: %s', (responseCode, response, gone) => {
  expect(addressGone(Object.assign(new Error(response), { responseCode, response }))).toBe(gone);
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
