import type { FieldProblem } from '../../lib/form-checks';
import type { Check } from '../../lib/validation';

/**
 * Reads the fields of a request body against a list of expected fields. Each field's problem is
 * one of lib/validation's (the same words the forms show messages for) or one only a hand-made
 * request can have (see FieldProblem).
 */
export interface FieldRule {
  /** May be left out (a missing optional field reads as ""). */
  optional?: boolean;
  check(value: string): FieldProblem | undefined;
}

/** A rule from lib/validation checks, run in order as the forms run them. */
export function checked(checks: Check[], optional = false): FieldRule {
  return {
    optional,
    check: (value) => checks.map((check) => check(value)).find(Boolean),
  };
}

export const matching = (pattern: RegExp, optional = false): FieldRule => ({
  optional,
  check: (value) => (pattern.test(value) ? undefined : 'format'),
});

/** Anything, including nothing: the honeypot. */
export const anyText: FieldRule = { optional: true, check: () => undefined };

export type FieldsResult<K extends string> =
  { ok: true; values: Record<K, string> } | { ok: false; problems: Record<string, FieldProblem> };

export function readFields<K extends string>(
  body: Record<string, unknown>,
  rules: Record<K, FieldRule>,
): FieldsResult<K> {
  // Field names come from the request: keep them off any prototype ("__proto__", "constructor").
  const problems: Record<string, FieldProblem> = Object.create(null);
  const values = {} as Record<K, string>;
  for (const name of Object.keys(rules) as K[]) {
    const rule = rules[name];
    const value = body[name];
    if (value === undefined) {
      if (rule.optional) values[name] = '';
      else problems[name] = 'required';
    } else if (typeof value !== 'string') {
      problems[name] = 'type';
    } else {
      const problem = rule.check(value);
      if (problem) problems[name] = problem;
      else values[name] = value;
    }
  }
  for (const name of Object.keys(body).filter((name) => !Object.hasOwn(rules, name))) {
    problems[name] = 'unknown';
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, values };
}
