import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { link, text } from './fields';
import { readMarkdownDir, readYaml } from './read';

/** A closing block pointing elsewhere for help ("Still stuck? Read the FAQ or write to us"). */
export const moreHelp = z
  .object({ heading: text, body: text, links: z.array(link).min(1).max(2) })
  .strict();

/** Newest first by an ISO date; ISO dates sort correctly as strings. */
export function newestFirst<T>(items: T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => date(b).localeCompare(date(a)));
}

/**
 * A folder of dated Markdown entries (`content/<dir>/<slug>.md`, newest first) with the copy of its
 * list and detail pages in `content/<dir>/index.yaml`.
 */
export function datedCollection<Entry extends z.ZodType, Page extends z.ZodType>(
  dir: string,
  entrySchema: Entry,
  pageSchema: Page,
  dateOf: (entry: z.output<Entry>) => string,
) {
  return {
    entries: (locale: Locale = pageLocale()): z.output<Entry>[] =>
      newestFirst(readMarkdownDir(dir, entrySchema, locale), dateOf),
    page: (locale: Locale = pageLocale()): z.output<Page> =>
      readYaml(`${dir}/index.yaml`, pageSchema, locale),
  };
}
