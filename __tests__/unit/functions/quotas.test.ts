/**
 * @jest-environment node
 */
import { clientAddress } from '@/functions/src/client-address';
import {
  counterPath,
  quotasFor,
  rateLimited,
  secondsLeftInWindow,
  windowStart,
} from '@/functions/src/quotas';
import { QUOTA_WINDOWS, readSettings } from '@/functions/src/settings';

const HOUR = 3_600_000;
const noon = Date.UTC(2026, 10, 21, 12, 0);

describe('quota windows', () => {
  test('a window starts at a multiple of its length and holds every moment until the next', () => {
    expect(windowStart(noon, HOUR)).toBe(noon);
    expect(windowStart(noon + HOUR - 1, HOUR)).toBe(noon);
    expect(windowStart(noon + HOUR, HOUR)).toBe(noon + HOUR);
  });

  test('visitors count by the hour; addresses and the site by the (UTC) day', () => {
    expect(QUOTA_WINDOWS).toEqual({ client: HOUR, email: 24 * HOUR, global: 24 * HOUR });
    const quota = { endpoint: 'contact', subject: 'k', limit: 1 } as const;
    expect(counterPath({ ...quota, scope: 'client' }, noon + 5 * 60_000)).toBe(
      `quotas/contact-client/${noon}/k`,
    );
    expect(counterPath({ ...quota, scope: 'global' }, noon)).toBe(
      `quotas/contact-global/${Date.UTC(2026, 10, 21)}/k`,
    );
  });

  test('Retry-After is the rest of the window, in whole seconds, at least one', () => {
    expect(secondsLeftInWindow(noon, 'client')).toBe(3600);
    expect(secondsLeftInWindow(noon + HOUR - 1500, 'client')).toBe(2);
    expect(secondsLeftInWindow(noon + HOUR - 1, 'client')).toBe(1);
    expect(secondsLeftInWindow(noon, 'email')).toBe(12 * 3600);
  });

  test('a refusal says when to try again, in the header and the body', () => {
    expect(rateLimited(90, noon)).toEqual({
      status: 429,
      headers: { 'Retry-After': '90' },
      body: { error: 'rate-limited', retryAfter: 90, retryAt: '2026-11-21T12:01:30.000Z' },
    });
  });
});

describe('quota subjects', () => {
  const settings = (salt: string) => {
    process.env.QUOTA_SALT = salt;
    return readSettings('https://example.com');
  };
  afterEach(() => delete process.env.QUOTA_SALT);

  test('keyed hashes: no address or e-mail is stored, and the salt changes every key', () => {
    const who = { address: '203.0.113.7', email: 'ana@example.com' };
    const first = quotasFor('contact', who, settings('salt-one'));
    expect(first.map((quota) => quota.scope)).toEqual(['client', 'email', 'global']);
    const [client, email, global] = first.map((quota) => quota.subject);
    expect(client).not.toContain('203.0.113.7');
    expect(email).not.toContain('ana');
    expect(client).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(global).toBe('all');
    const second = quotasFor('contact', who, settings('salt-two'));
    expect(second[0].subject).not.toBe(client);
    expect(second[1].subject).not.toBe(email);
  });

  test('limits: production defaults, each overridable by its variable', () => {
    expect(
      quotasFor('newsletter', { address: 'a', email: 'b' }, settings('s')).map((q) => q.limit),
    ).toEqual([5, 3, 500]);
    process.env.QUOTA_NEWSLETTER_GLOBAL = '2';
    try {
      expect(quotasFor('newsletter', { address: 'a', email: 'b' }, settings('s'))[2].limit).toBe(2);
      process.env.QUOTA_NEWSLETTER_GLOBAL = '0';
      expect(() => quotasFor('newsletter', { address: 'a', email: 'b' }, settings('s'))).toThrow(
        /QUOTA_NEWSLETTER_GLOBAL must be a positive integer/,
      );
    } finally {
      delete process.env.QUOTA_NEWSLETTER_GLOBAL;
    }
  });

  test('without the salt secret nothing is counted', () => {
    expect(() =>
      quotasFor('contact', { address: 'a', email: 'b' }, readSettings('https://x')),
    ).toThrow(/QUOTA_SALT is not set/);
  });
});

describe("the visitor's address", () => {
  test('the entry the trusted proxies appended, not what the client wrote', () => {
    expect(clientAddress('198.51.100.9, 203.0.113.7, 35.191.0.1', '10.0.0.1', 2)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress('203.0.113.7, 35.191.0.1', '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
  });

  test("the socket's peer when no proxy appended one", () => {
    expect(clientAddress(undefined, '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(clientAddress('203.0.113.7', '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(clientAddress(' , ', undefined, 1)).toBe('unknown');
  });
});
