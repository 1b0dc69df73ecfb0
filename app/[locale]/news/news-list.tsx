import type { Metadata } from 'next';
import { EntryList } from '@/components/entry-list';
import { FirstPaint } from '@/components/first-paint';
import { newsEntries } from '@/components/news-entries';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { TextLink } from '@/components/text-link';
import { loadNews, loadNewsPage } from '@/lib/content/news';
import { pageLocale } from '@/lib/i18n/page-locale';
import { siteFilePath, siteFiles } from '@/lib/site-files';
import { numbered, pageCount, pageOf } from '@/lib/pagination';
import { routeMetadata } from '@/lib/seo';

/** A page of the news list's metadata; every page announces the RSS feed to feed readers. */
export function newsListMetadata(page: number): Metadata {
  const metadata = routeMetadata('/news', page);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': [
          { url: siteFilePath(siteFiles.feed.path, pageLocale()), title: loadNewsPage().title },
        ],
      },
    },
  };
}

/** One page of the news, newest first, with the way to the pages before and after it. */
export function NewsList({ page }: { page: number }) {
  const copy = loadNewsPage();
  const articles = loadNews();
  return (
    <article>
      {/* An article's summary in the first screen can be larger than the lead, so the first paint
          draws the list too: held back, it was the largest paint, one stylesheet round trip
          later. */}
      <FirstPaint>
        <PageHeader
          heading={page === 1 ? copy.heading : numbered(copy.heading, page)}
          lead={copy.lead}
        >
          <TextLink href="/feed.xml" file className="mt-4">
            {copy.labels.feed}
          </TextLink>
        </PageHeader>
        <div className="mt-8">
          <EntryList headingLevel={2} entries={newsEntries(pageOf(articles, page))} />
        </div>
      </FirstPaint>
      <Pagination base="/news" page={page} pages={pageCount(articles.length)} />
    </article>
  );
}
