import { z } from 'zod';

/**
 * Text fields, the shapes every other depends on. Apart from fields.ts so that forms.ts, which
 * fields.ts reads for the contact form's topics, does not import it back.
 */
/** What an editor writes in any field: trimmed, never empty. */
export const written = z.string().trim().min(1, 'must not be empty');

/**
 * The start of an HTML tag or comment, as a browser's parser reads one (`<b`, `</p`, `<!--`): a
 * "<" before anything else ("From: {name} <{email}>", "the characters < and >") is text.
 */
const HTML_TAG = /<(?:\/?[a-z]|!)/i;

/**
 * A field shown as typed (a heading, a label, a lead, a company fact): HTML in it would show as
 * code on the page, and is refused, so no text field carries markup to a page or a mail whatever
 * writes it out. Markdown fields (fields.ts) have their own rules, which tell HTML from code
 * written as text.
 */
export const withoutHtml = <S extends z.ZodString>(schema: S) =>
  schema.refine(
    (value) => !HTML_TAG.test(value),
    'has HTML (a "<" before a letter), which the site shows as typed: write words, without tags',
  );

export const text = withoutHtml(written);

/**
 * A text shown on one line, a mail's subject above all: a subject is a header, and a line break in
 * it would end the header (a mail program folds it or reads what follows as headers of its own).
 */
export const oneLine = <S extends z.ZodString>(schema: S) =>
  schema.refine(
    (value) => !/[\r\n\u0085\u2028\u2029]/.test(value),
    'must be one line, without line breaks',
  );

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
