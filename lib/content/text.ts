import { z } from 'zod';

/**
 * Text fields, the shapes every other depends on. Apart from fields.ts so that forms.ts, which
 * fields.ts reads for the contact form's topics, does not import it back.
 */
export const text = z.string().trim().min(1, 'must not be empty');

/**
 * A text with {placeholders}: only the names in `known` may appear, and every name in `required`
 * must, so a typo or a lost value fails the build instead of reaching a reader.
 */
export function template(known: readonly string[], required: readonly string[] = []) {
  return text.superRefine((value, context) => {
    const used = [...value.matchAll(/\{(\w*)\}/g)].map((match) => match[1]);
    for (const name of used.filter((name) => !known.includes(name))) {
      context.addIssue({
        code: 'custom',
        message: `{${name}} is not known here (known: ${known.map((k) => `{${k}}`).join(' ')})`,
      });
    }
    for (const name of required.filter((name) => !used.includes(name))) {
      context.addIssue({ code: 'custom', message: `must contain {${name}}` });
    }
  });
}

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, -)');

/** An input's autocomplete tokens ("email", "new-password"): the browser's words, not the reader's. */
export const autocomplete = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*( [a-z]+(-[a-z]+)*)*$/, 'must be autocomplete tokens (a-z, -)');
