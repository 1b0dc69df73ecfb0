import { z } from 'zod';
import { iconNames } from '@/lib/icon-names';
import { illustrationName } from '@/lib/images/illustrations.mjs';

/** Shared field shapes, so every content file is held to the same rules. */
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

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date');

/** A link: a site path ("/about", "/help#billing") or an absolute https/mailto URL. */
export const href = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/#?=&.]*|https:\/\/\S+|mailto:\S+)$/,
    'must be a site path, https:// or mailto: link',
  );

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, -)');

export const link = z.object({ label: text, href }).strict();

/** Title and description every page carries for its <title>, meta description and social cards. */
export const seo = {
  title: text.max(60, 'must be at most 60 characters (search results cut longer titles)'),
  description: text
    .min(50, 'must be at least 50 characters')
    .max(160, 'must be at most 160 characters (search results cut longer descriptions)'),
};

/**
 * What every page's content file opens with: its SEO title and description, its one h1 and lead,
 * and the short label that names it in the menu, the footer and breadcrumbs.
 */
export const pageHead = {
  ...seo,
  heading: text,
  label: text.max(30, 'must be at most 30 characters (it names the page in menus)'),
  lead: text,
};

export type PageHead = z.output<z.ZodObject<typeof pageHead>>;

/** A picture from the illustration set, named by its emoji (lib/images/illustrations.mjs). */
export const illustration = z
  .string()
  .refine(
    (emoji) => illustrationName(emoji) !== undefined,
    'must be an emoji the illustration set (Fluent Emoji 3D) has',
  );

/** A line icon by name (components/icon.tsx draws it). */
export const icon = z.enum(iconNames);

/** Stars out of five, as members give them. */
export const rating = z.number().min(1).max(5).multipleOf(0.1);
