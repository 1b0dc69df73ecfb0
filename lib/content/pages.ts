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
  line,
  picture,
  portrait,
  slug,
  text,
} from './fields';
import { readYaml } from './read';

/**
 * A section's anchor: what follows # in an address that opens the page at it (/sellers#fees).
 * Links in other pages and other languages use it, so it is the same in every language and stays
 * when the heading changes.
 */
const sectionAnchor = slug.optional().meta({
  title: 'Link anchor',
  description:
    'Optional. The end of an address that opens the page at this section: "fees" makes /sellers#fees. Leave it empty unless a link needs one, and keep it when the heading changes, since links elsewhere use it.',
});

/** An uploaded photo that takes an illustration's place, of what `shows`. */
const photoOf = (shows: string) =>
  picture.optional().meta({
    title: 'Photo',
    description: `A photo of ${shows}, shown instead of the drawing. ${picture.meta()?.description}`,
  });

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

/**
 * An illustration of what members sell or offer (a kind of goods, a skill), not a listing: no
 * price, no seller, no rating. Drawn from the illustration set, or the owners' own photo.
 */
const example = z
  .object({
    emoji: illustration,
    title: text.max(40, 'must be at most 40 characters (it names a kind of goods or a skill)'),
    photo: photoOf('the goods or the work'),
  })
  .strict();

export type Example = z.output<typeof example>;

/**
 * Steps for one side of the market ("Selling and buying"), one of the journeys a switch chooses
 * between (components/sections/journey-switch.tsx).
 */
const journey = z.object({ label: line, items: z.array(item).min(2).max(5) }).strict();

/**
 * The building blocks of a content page; each `kind` has one component in components/sections. A
 * section's `id` is its anchor in the page's address (/sellers#pricing).
 */
const sectionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('features'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z.array(item).min(1).superRefine(iconsOnAllOrNone),
    })
    .strict(),
  z
    .object({
      kind: z.literal('steps'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z.array(item).min(2),
    })
    .strict(),
  z
    .object({
      /** One "How it works" for both sides of the market, and a switch between them. */
      kind: z.literal('journeys'),
      id: sectionAnchor,
      heading: text,
      legend: text.describe('What the switch chooses, read out before its choices.'),
      journeys: z.array(journey).length(2),
    })
    .strict(),
  z
    .object({
      kind: z.literal('stats'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ value: text, label: text }).strict()).min(1),
    })
    .strict(),
  z.object({ kind: z.literal('prose'), id: sectionAnchor, heading: text, body: markdown }).strict(),
  z
    .object({
      kind: z.literal('news'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      count: z.number().int().min(1).max(6),
    })
    .strict(),
  z
    .object({
      kind: z.literal('people'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z
        .array(
          z
            .object({ portrait, photo: photoOf('the person'), name: text, role: text, bio: text })
            .strict(),
        )
        .min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('links'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ title: text, body: text, href }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('quotes'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z
        .array(
          z
            .object({
              quote: text,
              name: text,
              role: text,
              photo: photoOf('the member'),
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
      /** The payment methods of content/facts.yaml, as their marks. */
      kind: z.literal('payments'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('press'),
      id: sectionAnchor,
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
      /** Plans side by side: a column for each, a row for each thing they differ in. */
      kind: z.literal('plans'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      /** The heading of the first column, over the things the plans include ("What you get"). */
      feature: line,
      plans: z
        .array(
          z
            .object({
              name: line,
              price: text.describe('What the plan costs, saying whether VAT is included.'),
            })
            .strict(),
        )
        .min(2)
        .max(4),
      rows: z
        .array(
          z
            .object({
              feature: text,
              values: z.array(text).describe("What each plan gives, in the plans' order."),
            })
            .strict(),
        )
        .min(1),
    })
    .strict()
    .superRefine((section, context) => {
      for (const [index, row] of section.rows.entries()) {
        if (row.values.length !== section.plans.length)
          context.addIssue({
            code: 'custom',
            message: `"${row.feature}" has ${row.values.length} values for ${section.plans.length} plans`,
            path: ['rows', index, 'values'],
          });
      }
    }),
  z
    .object({
      kind: z.literal('faq'),
      id: sectionAnchor,
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ question: text, answer: text }).strict()).min(1),
    })
    .strict()
    .meta({ title: 'FAQ' }),
  z
    .object({
      kind: z.literal('cta'),
      id: sectionAnchor,
      heading: text,
      body: text,
      actions: z.array(link).min(1).max(2),
    })
    .strict()
    .meta({ title: 'Call to action' }),
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
    /** Illustrations of what members sell or offer beside the opening (below it on a phone). */
    showcase: z
      .object({
        label: text.describe(
          'Says these are examples, not listings ("Examples of what sellers list").',
        ),
        items: z.array(example).min(2).max(4),
      })
      .strict()
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
