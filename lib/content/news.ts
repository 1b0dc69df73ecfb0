import type { Locale } from '@/lib/i18n/locales';
import { z } from 'zod';
import {
  coverCheck,
  coverFields,
  isoDate,
  line,
  markdown,
  pageHead,
  seo,
  slug,
  text,
} from './fields';
import { datedCollection } from './collection';
import { PUBLICATION_MARK } from './publication';
import { pageLocale } from '@/lib/i18n/page-locale';
import { today } from '@/lib/today';

export const articleSchema = z
  .object({
    title: seo.title,
    description: seo.description,
    date: isoDate.meta({
      ...PUBLICATION_MARK,
      title: 'Published on',
      description: 'The article shows on the site from this day.',
    }),
    updated: isoDate.optional().meta({
      title: 'Updated on',
      description: 'Only when the article is corrected or extended after it was published.',
    }),
    author: line,
    authorRole: line.optional(),
    tags: z.array(line).optional(),
    slug,
    ...coverFields,
    body: markdown,
  })
  .strict()
  .superRefine(coverCheck)
  .refine((article) => !article.updated || article.updated >= article.date, {
    message: 'must not be before the day it was published on',
    path: ['updated'],
  });

export const newsPageSchema = z
  .object({
    ...pageHead,
    labels: z
      .object({ author: text, published: text, updated: text, tags: text, back: text, feed: text })
      .strict(),
    latest: z.object({ all: text }).strict(),
  })
  .strict();

export type NewsArticle = z.output<typeof articleSchema>;
export type NewsPage = z.output<typeof newsPageSchema>;

const news = datedCollection('news', articleSchema, newsPageSchema, (article) => article.date);

/**
 * The news articles (`content/news/<slug>.md`) published by the day the site is built
 * (lib/today.ts), newest first: an article dated later is on no page, list, feed or sitemap until
 * the first build on or after its day (the nightly one), as a letter is.
 */
export function loadNews(locale: Locale = pageLocale()): NewsArticle[] {
  const day = today();
  return news.entries(locale).filter((article) => article.date <= day);
}

/** Copy of the news pages (`content/news/index.yaml`). */
export const loadNewsPage: (locale?: Locale) => NewsPage = news.page;

export function lastModified(article: NewsArticle): string {
  return article.updated ?? article.date;
}
