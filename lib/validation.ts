import { isPlainAddress } from './email-address';

/**
 * Checks run on every form before anything is sent. They mirror what the sign-in service and
 * database.rules.json accept, so a visitor sees the problem beside the field instead of a refusal.
 */
export type Problem = 'required' | 'email' | 'passwordLength' | 'tooLong' | 'markup' | 'choice';

export type Check = (value: string) => Problem | undefined;

export const MIN_PASSWORD_LENGTH = 6;

export const required: Check = (value) => (value.trim() ? undefined : 'required');

/** One plain address (see lib/email-address.ts), as the forms and the functions take it. */
export const email: Check = (value) =>
  required(value) ?? (isPlainAddress(value) ? undefined : 'email');

export const password: Check = (value) =>
  value.length ? (value.length >= MIN_PASSWORD_LENGTH ? undefined : 'passwordLength') : 'required';

export const maxLength =
  (max: number): Check =>
  (value) =>
    value.trim().length > max ? 'tooLong' : undefined;

export const noMarkup: Check = (value) => (/[<>]/.test(value) ? 'markup' : undefined);

/** One of the options a select offers (a hand-made request, or a page older than the list). */
export const oneOf =
  (options: readonly string[]): Check =>
  (value) =>
    options.includes(value) ? undefined : 'choice';

/** Runs each field's checks in order and keeps the first problem of each field. */
export function validate<K extends string>(
  values: Record<K, string>,
  checks: Record<K, Check[]>,
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
