import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { link, pageHead, text } from './fields';
import { pluralMessage } from './plural-message';
import { messagesSection } from './messages';

export const searchSchema = z
  .object({
    ...pageHead,
    field: z.object({ label: text, hint: text }).strict(),
    results: z
      .object({
        count: pluralMessage('count', ['query'], ['query']),
        more: text,
        failed: text,
      })
      .strict()
      .describe(
        '{query} is what the visitor typed. Count is one ICU plural message over how many pages match (#): =0 for no match, then a sentence for each plural form the language needs (English: one, other).',
      ),
    noScript: z
      .object({ body: text, links: z.array(link).min(1) })
      .strict()
      .describe(
        'Search runs in the browser: without JavaScript the page says so and offers a way around.',
      ),
  })
  .strict();

export type SearchCopy = z.output<typeof searchSchema>;

const readSearchCopy = messagesSection('search', searchSchema);

/** The search page and the search field's texts (the `search` section of `content/messages.yaml`). */
export function loadSearch(locale: Locale = pageLocale()): SearchCopy {
  return readSearchCopy(locale);
}
