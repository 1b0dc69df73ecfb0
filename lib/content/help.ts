import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { ContentError } from './errors';
import { isoDate, markdown, pageHead, seo, slug, template, text } from './fields';
import { moreHelp } from './collection';
import { readMarkdownDir, readYaml } from './read';

export const helpPageSchema = z
  .object({
    ...pageHead,
    topicIndex: text,
    topics: z.array(z.object({ slug, title: text, intro: text }).strict()).min(4),
    labels: z
      .object({
        topic: text,
        updated: text,
        related: text,
        back: text,
        /** The link from a topic's first articles to all of them. */
        allInTopic: template(['count', 'topic'], ['topic']),
        /** A topic page's title. */
        topicTitle: template(['topic'], ['topic']),
      })
      .strict(),
    more: moreHelp,
  })
  .strict();

export const articleSchema = z
  .object({
    title: seo.title,
    topic: slug,
    /** One line under the title in lists and under the h1. */
    summary: text,
    description: seo.description,
    updated: isoDate,
    /** Its place within its topic. */
    order: z.number().int().min(1),
    slug,
    body: markdown,
  })
  .strict();

export type HelpArticle = z.output<typeof articleSchema>;
export type HelpTopic = z.output<typeof helpPageSchema>['topics'][number] & {
  articles: HelpArticle[];
};

/**
 * The Help Center: its page copy (`content/help/index.yaml`) and every article
 * (`content/help/<slug>.md`) filed under its topic in `order`.
 */
export function loadHelpCenter(locale: Locale = pageLocale()): {
  page: z.output<typeof helpPageSchema>;
  topics: HelpTopic[];
} {
  const page = readYaml('help/index.yaml', helpPageSchema, locale);
  const articles = readMarkdownDir('help', articleSchema, locale);
  const known = new Set(page.topics.map((topic) => topic.slug));
  // The Help Center page anchors both topics and article summaries (old /help#<article> links
  // land on the summary), so their names must not collide.
  const clashes = articles.filter((article) => known.has(article.slug));
  if (clashes.length)
    throw new ContentError(
      'content/help',
      clashes.map((a) => `${a.slug}.md: its name is also a topic slug; anchors would collide`),
    );
  const strays = articles.filter((article) => !known.has(article.topic));
  if (strays.length)
    throw new ContentError(
      'content/help',
      strays.map((a) => `${a.slug}.md: topic "${a.topic}" is not listed in index.yaml`),
    );
  const topics = page.topics.map((topic) => ({
    ...topic,
    articles: articles
      .filter((article) => article.topic === topic.slug)
      .sort((a, b) => a.order - b.order),
  }));
  const empty = topics.filter((topic) => topic.articles.length === 0);
  if (empty.length)
    throw new ContentError(
      'content/help/index.yaml',
      empty.map((topic) => `topics.${topic.slug}: has no articles`),
    );
  return { page, topics };
}

/** Every Help Center article, topic by topic, each topic's in `order`. */
export function loadHelpArticles(locale: Locale = pageLocale()): HelpArticle[] {
  return loadHelpCenter(locale).topics.flatMap((topic) => topic.articles);
}
