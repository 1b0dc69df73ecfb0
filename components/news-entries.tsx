import type { Entry } from './entry-list';
import { FormattedDate } from './formatted-date';
import type { NewsArticle } from '@/lib/content/news';

/** Articles as list entries: title, date and author, description. */
export function newsEntries(articles: NewsArticle[]): Entry[] {
  return articles.map((article) => ({
    href: `/news/${article.slug}`,
    title: article.title,
    summary: article.description,
    meta: (
      <>
        <FormattedDate date={article.date} /> · {article.author}
      </>
    ),
  }));
}
