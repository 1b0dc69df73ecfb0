import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { link, pageHead, template, text } from './fields';
import { readYaml } from './read';

const searchSchema = z
  .object({
    ...pageHead,
    field: z.object({ label: text, hint: text }).strict(),
    results: z
      .object({
        // A count's sentence in each of the plural forms the site's languages use for it (CLDR):
        // "one" (1; in French also 0, which `none` answers) and "other".
        one: template(['query', 'count'], ['query']),
        other: template(['query', 'count'], ['query', 'count']),
        none: template(['query']),
        more: text,
        failed: text,
      })
      .strict(),
    noScript: z.object({ body: text, links: z.array(link).min(1) }).strict(),
  })
  .strict();

export type SearchCopy = z.output<typeof searchSchema>;

/** The search page and the search field's texts (`content/search.yaml`). */
export function loadSearch(locale: Locale = pageLocale()): SearchCopy {
  return readYaml('search.yaml', searchSchema, locale);
}
