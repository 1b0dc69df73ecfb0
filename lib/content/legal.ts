import path from 'node:path';
import { z } from 'zod';
import { isoDate, pageHead, slug, text } from './fields';
import { contentRoot, readMarkdown } from './read';

const legalSchema = z
  .object({
    ...pageHead,
    updated: isoDate,
    slug,
    body: text,
  })
  .strict();

export type LegalDocument = z.output<typeof legalSchema>;

/** A legal text from `content/legal/<slug>.md`. */
export function loadLegal(slug: string): LegalDocument {
  return readMarkdown(path.join(contentRoot(), 'legal', `${slug}.md`), legalSchema);
}

/** The legal pages, by route: the sitemap needs their dates. */
export const legalSlugs = ['termsofuse', 'privacypolicy', 'bsr'] as const;
