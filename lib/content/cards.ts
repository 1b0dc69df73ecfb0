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
      .strict(),
    alt: template(['title', 'label', 'site'], ['title']),
  })
  .strict();

export type CardsCopy = z.output<typeof cardsSchema>;

/** The social cards' copy (`content/cards.yaml`): each kind's label, the alt text. */
export function loadCards(locale: Locale = pageLocale()): CardsCopy {
  return readYaml('cards.yaml', cardsSchema, locale);
}
