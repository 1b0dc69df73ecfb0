import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens travel in e-mail links and are stored only as their SHA-256, so a copy of the database
 * cannot confirm or remove anyone's subscription. Both are base64url: safe in URLs and as keys.
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

/** A keyed hash: without the secret, nobody can tell which address or e-mail a key stands for. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('base64url');
}

/** Whether `token` hashes to `storedHash`, in time that does not depend on where they differ. */
export function matchesHash(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const actual = Buffer.from(sha256(token));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The shape randomToken() and sha256() produce: 43 base64url characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
