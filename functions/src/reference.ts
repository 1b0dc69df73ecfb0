import { randomInt } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays the same.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference a visitor can quote to support, e.g. "7K3MQ-9XDTA": 50 random bits, enough that
 * two messages practically never share one (and storing refuses a clash anyway).
 */
export function newReference(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
