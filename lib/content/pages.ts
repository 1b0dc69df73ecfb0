import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import {
  href,
  icon,
  illustration,
  isoDate,
  link,
  markdown,
  pageHead,
  portrait,
  rating,
  slug,
  text,
} from './fields';
import { readYaml } from './read';

/** A card or a step: a title and a line, drawn with a line icon or an illustration if it names one. */
const item = z
  .object({ title: text, body: text, icon: icon.optional(), emoji: illustration.optional() })
  .strict();

/**
 * A grid of features draws an icon before each item's words: one item without its icon starts its
 * words further left than the others. Either every item names an icon or none does.
 */
function iconsOnAllOrNone(items: z.output<typeof item>[], context: z.RefinementCtx) {
  const without = items.filter((each) => !each.icon).map((each) => each.title);
  if (without.length > 0 && without.length < items.length) {
    context.addIssue({
      code: 'custom',
      message: `every item needs an icon once one has one; without: ${without.join(', ')}`,
    });
  }
}

/** An example listing, to show what is sold on Agora; pages label these as examples. */
const listing = z
  .object({
    emoji: illustration,
    title: text,
    price: z.number().positive(),
    seller: text,
    place: text,
    rating,
  })
  .strict();

/** An example talent card: who offers what, from what hourly rate. */
const talent = z
  .object({
    portrait,
    name: text,
    skill: text,
    rate: z.number().positive(),
    place: text,
    rating,
  })
  .strict();

export type Listing = z.output<typeof listing>;
export type Talent = z.output<typeof talent>;

/**
 * The building blocks of a content page; each `kind` has one component in components/sections. A
 * section's `id` is its anchor in the page's address (/sellers#pricing).
 */
const sectionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('features'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(item).min(1).superRefine(iconsOnAllOrNone),
    })
    .strict(),
  z
    .object({
      kind: z.literal('steps'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(item).min(2),
    })
    .strict(),
  z
    .object({
      kind: z.literal('stats'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ value: text, label: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({ kind: z.literal('prose'), id: slug.optional(), heading: text, body: markdown })
    .strict(),
  z
    .object({
      kind: z.literal('news'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      count: z.number().int().min(1).max(6),
    })
    .strict(),
  z
    .object({
      kind: z.literal('people'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ portrait, name: text, role: text, bio: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('links'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ title: text, body: text, href }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('quotes'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z
        .array(
          z
            .object({
              quote: text,
              name: text,
              role: text,
              portrait,
              collected: text.describe(
                'How the story was collected and published (an interview, when, with consent): a reader is owed it.',
              ),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('listings'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(listing).min(2),
    })
    .strict(),
  z
    .object({
      kind: z.literal('talents'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(talent).min(2),
    })
    .strict(),
  z
    .object({
      /** The payment methods of content/facts.yaml, as their marks. */
      kind: z.literal('payments'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('press'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      // A quote is the outlet's only with the article it comes from: its address and its day.
      items: z
        .array(
          z
            .object({
              outlet: text,
              quote: text,
              article: z
                .url({ protocol: /^https$/, error: 'must be the https:// address of the article' })
                .refine((address) => new URL(address).pathname.length > 1, {
                  message: "must be the article's own address, not the outlet's home page",
                }),
              date: isoDate.describe('The day the article was published.'),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('faq'),
      id: slug.optional(),
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ question: text, answer: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('cta'),
      id: slug.optional(),
      heading: text,
      body: text,
      actions: z.array(link).min(1).max(2),
    })
    .strict(),
]);

export const pageSchema = z
  .object({
    ...pageHead,
    /** A short line above the heading naming who the page is for ("For sellers"). */
    eyebrow: text.optional(),
    /** Buttons under the lead, for pages that open with a call to action. */
    actions: z.array(link).min(1).max(2).optional(),
    /** Each audience's way in, shown in the first screen (the landing page). */
    paths: z
      .array(z.object({ title: text, body: text, href, emoji: illustration }).strict())
      .length(4)
      .optional(),
    /** Example listings or talents beside the opening (below it on a phone), labelled as examples. */
    showcase: z
      .object({
        label: text,
        listings: z.array(listing).max(4).default([]),
        talents: z.array(talent).max(4).default([]),
      })
      .strict()
      .refine((showcase) => showcase.listings.length + showcase.talents.length >= 2, {
        message: 'must show at least two examples',
      })
      .optional(),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();

export type Section = z.output<typeof sectionSchema>;
export type Page = z.output<typeof pageSchema>;

/** A content page from `content/pages/<slug>.yaml`. */
export function loadPage(slug: string, locale: Locale = pageLocale()): Page {
  return readYaml(`pages/${slug}.yaml`, pageSchema, locale);
}
