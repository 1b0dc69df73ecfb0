import list from './common-passwords.json';

/**
 * The most used passwords that the length rule lets through: of the 10,000 most used (the list
 * of @zxcvbn-ts/language-common, credited in CREDITS.md), the ones of MIN_PASSWORD_LENGTH or more
 * characters, in lower case. Guessing one of these is the first thing an attacker tries, and an
 * account receives payouts. Only the account API, which loads when a visitor signs up, imports it.
 */
const mostUsed = new Set<string>(list);

export function isCommonPassword(password: string): boolean {
  return mostUsed.has(password.toLowerCase());
}
