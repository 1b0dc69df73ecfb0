/**
 * @jest-environment node
 */
import { pathsToClean, quotaWindowLengths } from '@/functions/src/clean-up';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 21, 3, 0);

describe('the daily clean-up decides', () => {
  test('pending newsletter entries past their expiry go; confirmed ones (no expiry) stay', () => {
    const paths = pathsToClean(
      {
        newsletter: {
          expired: { expiresAt: now - 1 },
          expiresNow: { expiresAt: now },
          stillPending: { expiresAt: now + 1 },
          confirmed: {},
          odd: { expiresAt: 'soon' },
        },
        idempotency: null,
        quotaWindows: {},
      },
      now,
    );
    expect(paths).toEqual(['newsletter/expired', 'newsletter/expiresNow']);
  });

  test('idempotency records past their day go', () => {
    const paths = pathsToClean(
      {
        newsletter: null,
        idempotency: { old: { expiresAt: now - HOUR }, recent: { expiresAt: now + HOUR } },
        quotaWindows: {},
      },
      now,
    );
    expect(paths).toEqual(['idempotency/old']);
  });

  test('quota windows go once they have ended, each by its own length', () => {
    const hourAgo = String(now - HOUR);
    const thisHour = String(now);
    const yesterday = String(now - 27 * HOUR);
    const today = String(Date.UTC(2026, 10, 21));
    const paths = pathsToClean(
      {
        newsletter: null,
        idempotency: null,
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

  test('it knows every quota the endpoints count', () => {
    expect(Object.keys(quotaWindowLengths()).sort()).toEqual([
      'contact-client',
      'contact-email',
      'contact-global',
      'cspReport-client',
      'cspReport-email',
      'cspReport-global',
      'newsletter-client',
      'newsletter-email',
      'newsletter-global',
    ]);
  });
});
