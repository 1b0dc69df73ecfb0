/**
 * @jest-environment node
 */
import { pathsToClean, quotaWindowLengths, type CleanUpCandidates } from '@/functions/src/clean-up';
import { TOMBSTONE_LIFETIME } from '@/functions/src/erasure';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 21, 3, 0);
const nothing: CleanUpCandidates = {
  newsletter: null,
  idempotency: null,
  outbox: null,
  mailEventTokens: null,
  letters: null,
  quotaWindows: {},
  deletedAccounts: null,
};

describe('the daily clean-up decides', () => {
  test('pending newsletter entries past their expiry go; confirmed ones (no expiry) stay', () => {
    const paths = pathsToClean(
      {
        ...nothing,
        newsletter: {
          expired: { expiresAt: now - 1 },
          expiresNow: { expiresAt: now },
          stillPending: { expiresAt: now + 1 },
          confirmed: {},
          odd: { expiresAt: 'soon' },
        },
      },
      now,
    );
    expect(paths).toEqual(['newsletter/expired', 'newsletter/expiresNow']);
  });

  test('idempotency records past their day go', () => {
    const paths = pathsToClean(
      {
        ...nothing,
        idempotency: { old: { expiresAt: now - HOUR }, recent: { expiresAt: now + HOUR } },
      },
      now,
    );
    expect(paths).toEqual(['idempotency/old']);
  });

  test('outbox entries go a month after they were sent; waiting ones (no expiry) stay', () => {
    const paths = pathsToClean(
      {
        ...nothing,
        outbox: { sent: { expiresAt: now - 1 }, pending: {}, recent: { expiresAt: now + 1 } },
      },
      now,
    );
    expect(paths).toEqual(['outbox/sent']);
  });

  test("the mail provider's report tokens go once their reports would be stale anyway", () => {
    const paths = pathsToClean(
      {
        ...nothing,
        mailEventTokens: { used: { expiresAt: now - 1 }, fresh: { expiresAt: now + 1 } },
      },
      now,
    );
    expect(paths).toEqual(['mailEventTokens/used']);
  });

  test("a letter's recipients go a month after it was done; its record and unfinished ones stay", () => {
    const paths = pathsToClean(
      {
        ...nothing,
        letters: {
          done: { recipientsExpireAt: now - 1 },
          sending: {},
          recent: { recipientsExpireAt: now + 1 },
        },
      },
      now,
    );
    expect(paths).toEqual(['letterRecipients/done', 'letters/done/recipientsExpireAt']);
  });

  test('quota windows go once they have ended, each by its own length', () => {
    const hourAgo = String(now - HOUR);
    const thisHour = String(now);
    const yesterday = String(now - 27 * HOUR);
    const today = String(Date.UTC(2026, 10, 21));
    const paths = pathsToClean(
      {
        ...nothing,
        quotaWindows: {
          'contact-client': [hourAgo, thisHour],
          'contact-global': [yesterday, today],
          'newsletter-email': [yesterday],
          'not-a-quota': [yesterday],
        },
      },
      now,
    );
    expect(paths).toEqual([
      `quotas/contact-client/${hourAgo}`,
      `quotas/contact-global/${yesterday}`,
      `quotas/newsletter-email/${yesterday}`,
    ]);
  });

  test("deleted accounts' tombstones go once no session of theirs can still write", () => {
    const paths = pathsToClean(
      {
        ...nothing,
        deletedAccounts: {
          long: now - 26 * HOUR,
          justOld: now - TOMBSTONE_LIFETIME,
          recent: now - TOMBSTONE_LIFETIME + 1,
          odd: 'yesterday',
        },
      },
      now,
    );
    expect(paths).toEqual(['deletedAccounts/long', 'deletedAccounts/justOld']);
  });

  test('it knows every quota the endpoints count', () => {
    expect(Object.keys(quotaWindowLengths()).sort()).toEqual([
      'contact-client',
      'contact-email',
      'contact-global',
      'cspReport-client',
      'cspReport-email',
      'cspReport-global',
      'letterTest-client',
      'letterTest-email',
      'letterTest-global',
      'mailEvents-client',
      'mailEvents-email',
      'mailEvents-global',
      'newsletter-client',
      'newsletter-email',
      'newsletter-global',
      'newsletterLink-client',
      'newsletterLink-email',
      'newsletterLink-global',
    ]);
  });
});
