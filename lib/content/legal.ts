// Build time: reads content/legal/ through lib/content/read.ts, with node:path.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import path from 'node:path';
import { z } from 'zod';
import { isoDate, markdown, pageHead, slug } from './fields';
import { contentRoot, localeFolder, readMarkdown } from './read';

export const legalSchema = z
  .object({
    ...pageHead,
    updated: isoDate,
    slug,
    body: markdown,
  })
  .strict();

export type LegalDocument = z.output<typeof legalSchema>;

/** A legal text from `content/legal/<slug>.md`. */
export function loadLegal(slug: string, locale: Locale = pageLocale()): LegalDocument {
  return readMarkdown(
    path.join(contentRoot(), localeFolder(locale), 'legal', `${slug}.md`),
    legalSchema,
    locale,
  );
}

/** The legal pages, by route, in the footer's order: the registry, the sitemap and its dates. */
export const legalSlugs = ['termsofuse', 'privacypolicy', 'bsr', 'legalnotice'] as const;
