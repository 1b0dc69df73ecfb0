/**
 * @jest-environment node
 */
import {
  keyedHash,
  matchesHash,
  randomToken,
  sha256,
  TOKEN_PATTERN,
} from '@/functions/src/hashing';
import { claimId } from '@/functions/src/idempotency';
import { newReference, REFERENCE_PATTERN } from '@/functions/src/reference';

describe('tokens', () => {
  test('random, URL-safe, 256 bits', () => {
    const tokens = new Set(Array.from({ length: 1000 }, randomToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN);
  });

  test('stored as SHA-256 (base64url), which only the token itself matches', () => {
    expect(sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    const token = randomToken();
    const stored = sha256(token);
    expect(stored).not.toBe(token);
    expect(matchesHash(token, stored)).toBe(true);
    expect(matchesHash(randomToken(), stored)).toBe(false);
    expect(matchesHash(stored, stored)).toBe(false);
    expect(matchesHash(token, undefined)).toBe(false);
    expect(matchesHash(token, stored.slice(1))).toBe(false);
  });

  test('keyed hashes depend on the secret', () => {
    expect(keyedHash('one', 'x')).not.toBe(keyedHash('two', 'x'));
    expect(keyedHash('one', 'x')).toBe(keyedHash('one', 'x'));
  });
});

describe('idempotency claims', () => {
  const fields = { name: 'Ana', email: 'ana@example.com', topic: 'Other', message: 'Hi' };

  test('the same key and request: the same claim, whatever the order of the fields', () => {
    const reordered = { message: 'Hi', topic: 'Other', email: 'ana@example.com', name: 'Ana' };
    expect(claimId('key-1', fields)).toBe(claimId('key-1', reordered));
  });

  test('another key, or the same key with other words: another claim', () => {
    expect(claimId('key-2', fields)).not.toBe(claimId('key-1', fields));
    expect(claimId('key-1', { ...fields, message: 'Hi!' })).not.toBe(claimId('key-1', fields));
  });
});

test('references: 10 characters a person can read back, never the same twice in 10,000', () => {
  const references = new Set(Array.from({ length: 10_000 }, newReference));
  expect(references.size).toBe(10_000);
  for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
});
