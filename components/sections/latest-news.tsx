import { LocalLink as Link } from '@/components/local-link';
import { loadNews, loadNewsPage } from '@/lib/content/news';
import { FormattedDate } from '../formatted-date';
import { TextLink } from '../text-link';

/**
 * The newest articles as a short row, sideways on a phone: each one's title and date, the whole
 * card its link (h3 under a page section), then a link to all news. Their summaries are on /news.
 */
export function LatestNews({ count }: { count: number }) {
  return (
    <>
      <ul className="swipe-row gap-3 sm:grid lg:grid-cols-3" tabIndex={0}>
        {loadNews()
          .slice(0, count)
          .map((article) => (
            <li key={article.slug} className="entry-card p-4">
              <h3 className="text-base leading-6 font-semibold">
                <Link href={`/news/${article.slug}`} className="entry-card-link">
                  {article.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">
                <FormattedDate date={article.date} />
              </p>
            </li>
          ))}
      </ul>
      <TextLink href="/news" className="mt-3">
        {loadNewsPage().latest.all}
      </TextLink>
    </>
  );
}
