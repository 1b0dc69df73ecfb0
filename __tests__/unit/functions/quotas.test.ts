/**
 * @jest-environment node
 */
import { clientAddress, LOCAL_CLIENT, UNVERIFIED_CLIENT } from '@/functions/src/client-address';
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
    expect(first.map((quota) => quota.scope)).toEqual(['global', 'client', 'email']);
    const [global, client, email] = first.map((quota) => quota.subject);
    expect(client).not.toContain('203.0.113.7');
    expect(email).not.toContain('ana');
    expect(client).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(global).toBe('all');
    const second = quotasFor('contact', who, settings('salt-two'));
    expect(second[1].subject).not.toBe(client);
    expect(second[2].subject).not.toBe(email);
  });

  test('limits: production defaults, each overridable by its variable', () => {
    expect(
      quotasFor('newsletter', { address: 'a', email: 'b' }, settings('s')).map((q) => q.limit),
    ).toEqual([500, 5, 3]);
    process.env.QUOTA_NEWSLETTER_GLOBAL = '2';
    try {
      expect(quotasFor('newsletter', { address: 'a', email: 'b' }, settings('s'))[0].limit).toBe(2);
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

test('while the site-wide count is past its limit, a visitor gets the strictest limit', () => {
  process.env.QUOTA_SALT = 's';
  try {
    const [, client, email] = quotasFor(
      'contact',
      { address: 'a', email: 'b' },
      readSettings('https://x'),
    );
    expect(client).toMatchObject({ limit: 5, degradedLimit: 1 });
    expect(email.degradedLimit).toBeUndefined();
  } finally {
    delete process.env.QUOTA_SALT;
  }
});

test('a request Hosting did not forward shares one address with the strictest limit', () => {
  process.env.QUOTA_SALT = 's';
  try {
    const settings = readSettings('https://x');
    const [, unverified] = quotasFor(
      'contact',
      { address: UNVERIFIED_CLIENT, email: 'b' },
      settings,
    );
    const [, other] = quotasFor('contact', { address: UNVERIFIED_CLIENT, email: 'c' }, settings);
    expect(unverified).toMatchObject({ limit: 1, degradedLimit: 1 });
    expect(other.subject).toBe(unverified.subject);
  } finally {
    delete process.env.QUOTA_SALT;
  }
});

describe("the visitor's address", () => {
  const hosting = { forwardedHost: 'agora.example', originalUrl: '/api/contact' };

  test('the entry the trusted proxies appended, not what the client wrote', () => {
    const forwardedFor = '198.51.100.9, 203.0.113.7, 35.191.0.1';
    expect(clientAddress({ ...hosting, forwardedFor }, 2)).toBe('203.0.113.7');
    expect(clientAddress({ ...hosting, forwardedFor: '203.0.113.7, 35.191.0.1' }, 2)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ ...hosting, forwardedFor: '203.0.113.7' }, 1)).toBe('203.0.113.7');
  });

  test('unverified when the request does not have the shape of one Hosting forwarded', () => {
    // One proxy fewer: the entry two from the right would be the client's own words.
    expect(clientAddress({ ...hosting, forwardedFor: '203.0.113.7' }, 2)).toBe(UNVERIFIED_CLIENT);
    expect(clientAddress({ ...hosting, forwardedFor: ' , ' }, 1)).toBe(UNVERIFIED_CLIENT);
    expect(clientAddress({ forwardedFor: '198.51.100.9, 203.0.113.7' }, 2)).toBe(UNVERIFIED_CLIENT);
    expect(
      clientAddress({ forwardedFor: '198.51.100.9, 203.0.113.7', forwardedHost: 'x' }, 2),
    ).toBe(UNVERIFIED_CLIENT);
  });

  test('where the settings say so, a forwarded request without the header is the local client', () => {
    const local = { ...hosting, unforwardedClient: LOCAL_CLIENT };
    expect(clientAddress(local, 1)).toBe(LOCAL_CLIENT);
    // A client that writes the header is read as before; a request Hosting did not forward is not
    // believed.
    expect(clientAddress({ ...local, forwardedFor: '203.0.113.7' }, 1)).toBe('203.0.113.7');
    expect(clientAddress({ unforwardedClient: LOCAL_CLIENT }, 1)).toBe(UNVERIFIED_CLIENT);
  });

  test('the settings say so in the emulators only', () => {
    expect(readSettings('https://agora.example').localClientForwarded).toBe(false);
    process.env.FUNCTIONS_EMULATOR = 'true';
    try {
      expect(readSettings('https://agora.example').localClientForwarded).toBe(true);
    } finally {
      delete process.env.FUNCTIONS_EMULATOR;
    }
  });
});
