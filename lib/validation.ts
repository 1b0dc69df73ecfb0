// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
import { isPlainAddress } from './email-address';

/**
 * Checks run on every form before anything is sent. They mirror what the sign-in service and
 * database.rules.json accept, so a visitor sees the problem beside the field instead of a refusal.
 */
export type Problem =
  'required' | 'email' | 'passwordLength' | 'tooLong' | 'markup' | 'controlCodes' | 'choice';

/**
 * A check, typed by the problems it can find, so a form can be held to having a message for each
 * problem of each of its fields (see ProblemOf).
 */
export type Check<P extends Problem = Problem> = (value: string) => P | undefined;

/** The problems a field's checks can find. */
export type ProblemOf<C extends readonly Check[]> = C[number] extends Check<infer P> ? P : never;

/**
 * Longer than the sign-in service's floor of 6: an account receives payouts. The account API also
 * refuses the most used passwords (lib/common-passwords.ts).
 */
export const MIN_PASSWORD_LENGTH = 8;

export const required: Check<'required'> = (value) => (value.trim() ? undefined : 'required');

/** One plain address (see lib/email-address.ts), as the forms and the functions take it. */
export const email: Check<'required' | 'email'> = (value) =>
  required(value) ?? (isPlainAddress(value) ? undefined : 'email');

export const password: Check<'required' | 'passwordLength'> = (value) =>
  value.length ? (value.length >= MIN_PASSWORD_LENGTH ? undefined : 'passwordLength') : 'required';

export const maxLength =
  (max: number): Check<'tooLong'> =>
  (value) =>
    value.trim().length > max ? 'tooLong' : undefined;

export const noMarkup: Check<'markup'> = (value) => (/[<>]/.test(value) ? 'markup' : undefined);

/**
 * What turns a name into something else where it is shown: an encoded word (`=?utf-8?b?…?=`),
 * which mail clients decode, even in a plain-text name, into whatever it encodes; control
 * characters (Unicode's Cc: C0, DEL, C1); and format characters (Cf), which are invisible or act
 * on the text around them: the marks that reorder text or set its direction, which make a name
 * read as another, and zero-width spaces and joiners, the word joiner, the soft hyphen, tag
 * characters and interlinear annotation marks, which make two names that look alike differ. No
 * name a person types into a form needs one. database.rules.json refuses the same in a profile's
 * displayName (__tests__/unit/validation.test.ts holds the two to the same characters).
 */
const CONTROL_CODES = /=\?|[\p{Cc}\p{Cf}]/u;

export const noControlCodes: Check<'controlCodes'> = (value) =>
  CONTROL_CODES.test(value) ? 'controlCodes' : undefined;

/** One of the options a select offers (a hand-made request, or a page older than the list). */
export const oneOf =
  (options: readonly string[]): Check<'choice'> =>
  (value) =>
    options.includes(value) ? undefined : 'choice';

/** Runs each field's checks in order and keeps the first problem of each field. */
export function validate<K extends string>(
  values: Record<K, string>,
  checks: Record<K, readonly Check[]>,
): Partial<Record<K, Problem>> {
  const problems: Partial<Record<K, Problem>> = {};
  for (const key of Object.keys(checks) as K[]) {
    for (const check of checks[key]) {
      const problem = check(values[key] ?? '');
      if (problem) {
        problems[key] = problem;
        break;
      }
    }
  }
  return problems;
}
