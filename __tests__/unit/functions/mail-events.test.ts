/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { SIGNED_WITHIN_S, signedByProvider } from '@/functions/src/mail-events';

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
