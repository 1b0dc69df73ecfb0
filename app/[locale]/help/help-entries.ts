import type { Entry } from '@/components/entry-list';
import type { HelpArticle } from '@/lib/content/help';

/**
 * How many articles of a topic the Help Center and an article page list; the rest are on the
 * topic's own pages, so neither page grows with the topic.
 */
export const PREVIEW_SIZE = 5;

/** Help articles as list entries; each keeps its name as its anchor, so /help#<article> finds it. */
export function helpEntries(articles: HelpArticle[]): Entry[] {
  return articles.map((article) => ({
    id: article.slug,
    href: `/help/${article.slug}`,
    title: article.title,
    summary: article.summary,
  }));
}
