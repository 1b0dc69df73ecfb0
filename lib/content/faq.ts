import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { markdown, pageHead, text } from './fields';
import { moreHelp } from './collection';
import { readYaml } from './read';

export const faqSchema = z
  .object({
    ...pageHead,
    topics: z
      .array(
        z
          .object({
            title: text,
            items: z
              .array(z.object({ question: text, answer: markdown }).strict())
              .min(1, 'must have at least one question'),
          })
          .strict(),
      )
      .min(4, 'must have at least four topics'),
    more: moreHelp,
  })
  .strict();

export type Faq = z.output<typeof faqSchema>;

/** Frequently asked questions by topic (`content/faq.yaml`); answers are Markdown. */
export function loadFaq(locale: Locale = pageLocale()): Faq {
  return readYaml('faq.yaml', faqSchema, locale);
}
