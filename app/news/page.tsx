import { EntryList } from '@/components/entry-list';
import { newsEntries } from '@/components/news-entries';
import { PageHeader } from '@/components/page-header';
import { TextLink } from '@/components/text-link';
import { loadNews, loadNewsPage } from '@/lib/content/news';
import { routeMetadata } from '@/lib/seo';

const metadataOfPage = routeMetadata('/news');

// The page announces its RSS feed to readers and feed discovery.
export const metadata = {
  ...metadataOfPage,
  alternates: {
    ...metadataOfPage.alternates,
    types: { 'application/rss+xml': [{ url: '/feed.xml', title: loadNewsPage().title }] },
  },
};

export default function NewsPage() {
  const page = loadNewsPage();
  return (
    <article>
      <PageHeader heading={page.heading} lead={page.lead}>
        <TextLink href="/feed.xml" file className="mt-4">
          {page.labels.feed}
        </TextLink>
      </PageHeader>
      <div className="mt-8">
        <EntryList headingLevel={2} entries={newsEntries(loadNews())} />
      </div>
    </article>
  );
}
