import { z } from 'zod';
import { contactTopicIds } from './forms';
import { autocomplete, oneLine, slug, template, text, written } from './text';
import { iconNames } from '@/lib/icon-names';
import { illustrationName } from '@/lib/images/illustrations.mjs';
import { mediaProblem } from '@/lib/images/media.mjs';
import { MAX_PICTURE_BYTES } from '@/lib/cms/media-folder.mjs';
import { markdownProblems } from '@/lib/markdown-rules';

/** Shared field shapes, so every content file is held to the same rules. */
export { autocomplete, oneLine, slug, template, text };

/** A name or a label, which pages show on one line (an author, a team, a city). */
export const line = text.max(60, 'must be at most 60 characters (it is shown on one line)');

/**
 * Text in Markdown, which the page renders as prose (components/prose.tsx) and a letter's mail as
 * its body. The media type says so in the schema's JSON Schema too, where the CMS configuration
 * (npm run cms:config) reads it and offers a Markdown editor. It holds what lib/markdown-rules.ts
 * allows: no HTML, links that go where their words say, pictures that are uploads with a
 * description.
 */
export const markdown = written
  .superRefine((body, context) => {
    for (const message of markdownProblems(body, mediaProblem))
      context.addIssue({ code: 'custom', message });
  })
  .meta({ contentMediaType: 'text/markdown' });

/**
 * A picture an editor uploads: its address under /images/. Its `format` tells the CMS
 * configuration to offer the image field, which uploads to content/images/ under a name the
 * schema accepts.
 */
export const picture = z
  .string()
  .superRefine((src, context) => {
    const problem = mediaProblem(src);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    format: 'image',
    title: 'Picture',
    description: `A photo or drawing: JPEG, PNG, WebP or AVIF, at most ${MAX_PICTURE_BYTES / 1e6} MB. The site makes the sizes each screen needs.`,
  });

/**
 * The picture at the top of an entry's page: one upload for every language, and what it shows in
 * words in each. Two fields rather than an object of two: a translation whose file has no cover
 * yet holds the object as null in Sveltia CMS (0.221), which then drops what is typed into it and
 * saves `cover: null`.
 */
export const coverFields = {
  cover: picture.optional().meta({
    title: 'Cover picture',
    description: `Shown under the title. ${picture.meta()?.description}`,
  }),
  coverAlt: text.max(150, 'must be at most 150 characters').optional().meta({
    title: 'Cover description',
    description:
      'What the cover picture shows, for people who cannot see it: read aloud by screen readers, shown when the picture cannot load.',
  }),
};

/** A cover and its description come together. */
export function coverCheck(
  entry: { cover?: string; coverAlt?: string },
  context: z.RefinementCtx,
): void {
  if (entry.cover && !entry.coverAlt)
    context.addIssue({
      code: 'custom',
      message: 'say what the cover picture shows, for people who cannot see it',
      path: ['coverAlt'],
    });
  if (entry.coverAlt && !entry.cover)
    context.addIssue({
      code: 'custom',
      message: 'describes a cover picture the entry does not have',
      path: ['coverAlt'],
    });
}

/** An entry's cover as pages show it: the upload and its words. */
export interface Cover {
  src: string;
  alt: string;
}

export const coverOf = (entry: { cover?: string; coverAlt?: string }): Cover | undefined =>
  entry.cover && entry.coverAlt ? { src: entry.cover, alt: entry.coverAlt } : undefined;

/** `format: date` tells the JSON Schema's readers (the CMS: a date picker) what the pattern means. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date')
  .meta({ format: 'date' });

/**
 * A link to the contact form that chooses its topic (`/contact?topic=<id>`) must name a topic the
 * form offers, or it would open the form with none chosen.
 */
function checkContactTopic(value: string, context: z.RefinementCtx) {
  if (!value.startsWith('/')) return;
  const url = new URL(value, 'https://site.invalid');
  const topic = url.searchParams.get('topic');
  if (url.pathname !== '/contact' || topic === null) return;
  const topics = contactTopicIds();
  if (!topics.includes(topic)) {
    context.addIssue({
      code: 'custom',
      message: `topic "${topic}" is not one of the contact form's topics (${topics.join(', ')})`,
    });
  }
}

/**
 * A link: a site path ("/about", "/help#billing", "/contact?topic=press") or an absolute
 * https/mailto URL.
 */
export const href = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/#?=&.]*|https:\/\/\S+|mailto:\S+)$/,
    'must be a site path, https:// or mailto: link',
  )
  .superRefine(checkContactTopic);

export const link = z.object({ label: text, href }).strict();

/** Title and description every page carries for its <title>, meta description and social cards. */
export const seo = {
  // A letter's subject among them (lib/content/letters.ts): one line.
  title: oneLine(text.max(60, 'must be at most 60 characters (search results cut longer titles)')),
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

/**
 * A picture from the illustration set, named by its emoji (lib/images/illustrations.mjs). Its
 * `format` marks it in the JSON Schema as a name, not words: the CMS keeps it as English has it.
 */
export const illustration = z
  .string()
  .refine(
    (emoji) => illustrationName(emoji) !== undefined,
    'must be an emoji the illustration set (Fluent Emoji 3D) has',
  )
  .meta({ format: 'emoji', description: 'An emoji of the illustration set (Fluent Emoji 3D).' });

/**
 * A person's drawn portrait, named by the words it is drawn from (lib/images/portraits.mjs): the
 * same words always draw the same face. A name, not words to translate: the CMS keeps English's.
 */
export const portrait = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be lower-case letters and digits joined by hyphens, such as ines-carvalho',
  )
  .meta({
    format: 'portrait',
    description:
      'The words a drawn face is made from, usually the person’s name (ines-carvalho). The same words always draw the same face: add a word (ines-carvalho-2) for another.',
  });

/** A line icon by name (components/icon.tsx draws it). */
export const icon = z.enum(iconNames);
