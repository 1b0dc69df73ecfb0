import { loadNews, loadNewsPage } from '@/lib/content/news';
import { EntryList } from '../entry-list';
import { newsEntries } from '../news-entries';
import { TextLink } from '../text-link';

/** The newest articles (as h3 entries under a page section), with a link to all news. */
export function LatestNews({ count }: { count: number }) {
  return (
    <>
      <EntryList headingLevel={3} entries={newsEntries(loadNews().slice(0, count))} />
      <TextLink href="/news">{loadNewsPage().latest.all}</TextLink>
    </>
  );
}
