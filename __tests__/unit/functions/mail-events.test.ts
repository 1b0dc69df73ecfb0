/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { mailEvents, SIGNED_WITHIN_S, signedByProvider } from '@/functions/src/mail-events';
import { QUOTA_LIMITS } from '@/functions/src/settings';
import { countingDatabase, incoming, services } from './requests';

jest.mock('firebase-functions/logger');

const key = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';
const now = Date.UTC(2026, 10, 29, 9);
const sign = (timestamp: string, token: string, signingKey = key) => ({
  timestamp,
  token,
  signature: createHmac('sha256', signingKey).update(`${timestamp}${token}`).digest('hex'),
});
const at = (offsetS: number) => String(now / 1000 + offsetS);
const token = 'e0b5477167110d68991efc6b9f89f0a11066af27834600e123';

test('the provider’s signature: HMAC-SHA256 of timestamp and token, keyed, in hex', () => {
  expect(signedByProvider(key, sign(at(0), token), now)).toBe(true);
  expect(signedByProvider(key, sign(at(-SIGNED_WITHIN_S), token), now)).toBe(true);
});

test.each([
  ['another key', sign(at(0), token, 'key-other')],
  ['another token than was signed', { ...sign(at(0), token), token: `${token}0` }],
  ['signed too long ago', sign(at(-SIGNED_WITHIN_S - 1), token)],
  ['signed in the future', sign(at(SIGNED_WITHIN_S + 1), token)],
  ['a signature that is no hex digest', { ...sign(at(0), token), signature: 'z'.repeat(64) }],
  ['a short signature', { ...sign(at(0), token), signature: 'ab' }],
  ['no timestamp', { token, signature: sign(at(0), token).signature }],
  ['no signature at all', undefined],
])('refused: %s', (_, signature) => {
  expect(signedByProvider(key, signature, now)).toBe(false);
});

describe('POST /api/mail-events, refused', () => {
  beforeEach(() => {
    process.env.QUOTA_SALT = 'test-salt';
    process.env.MAIL_WEBHOOK_SIGNING_KEY = key;
    jest.mocked(logger.warn).mockClear();
  });
  afterEach(() => {
    delete process.env.QUOTA_SALT;
    delete process.env.MAIL_WEBHOOK_SIGNING_KEY;
  });

  test("200 unsigned reports: the day's first few are warned of, then one line says no more are", async () => {
    const { db } = countingDatabase();
    const provider = services({ db });
    const limit = QUOTA_LIMITS.mailEvents.global;
    const answers = [];
    for (let i = 0; i < 200; i += 1) {
      const reply = await mailEvents(incoming({ 'event-data': { event: 'complained' } }), provider);
      answers.push(reply.status);
    }
    expect(new Set(answers)).toEqual(new Set([406]));
    const lines = jest.mocked(logger.warn).mock.calls.map(([line]) => line);
    console.log(`200 unsigned reports: ${lines.length} warnings (limit ${limit} a day)`);
    expect(lines).toHaveLength(limit + 1);
    expect(lines.at(-1)).toMatch(/no more are logged/);
  });
});
