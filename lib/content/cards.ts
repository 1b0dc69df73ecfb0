import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { roles } from '@/lib/roles';
import { template, text } from './fields';
import { readYaml } from './read';

/** The pages that get a social card of their own: entries of a collection, and each audience. */
export const cardKinds = ['news', 'job', 'help', ...roles] as const;
export type CardKind = (typeof cardKinds)[number];

export const cardsSchema = z
  .object({
    labels: z
      .object(
        Object.fromEntries(
          cardKinds.map((kind) => [
            kind,
            text.max(24, 'must be at most 24 characters (it fits one line on the card)'),
          ]),
        ) as Record<CardKind, z.ZodString>,
      )
      .strict()
      .describe(
        "The social cards `npm run build` draws for news articles, jobs, help articles and the audience pages: the label above each card's title. Every other page shares the site's card (Site › Social image).",
      ),
    alt: template(['title', 'label', 'site'], ['title']).describe(
      "The card's alt text: {title} is the page's title, {label} its label above, {site} the product name.",
    ),
  })
  .strict();

export type CardsCopy = z.output<typeof cardsSchema>;

/** The social cards' copy (`content/cards.yaml`): each kind's label, the alt text. */
export function loadCards(locale: Locale = pageLocale()): CardsCopy {
  return readYaml('cards.yaml', cardsSchema, locale);
}
