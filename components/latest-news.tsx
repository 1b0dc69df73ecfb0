import { loadNews, loadNewsPage } from '@/lib/content/news';
import { EntryList } from './entry-list';
import { newsEntries } from './news-entries';
import { SectionShell } from './sections/section-shell';
import { TextLink } from './text-link';

/** The newest articles as a page section (an h2, then the list), with a link to all news. */
export function LatestNews({ count = 3 }: { count?: number }) {
  const page = loadNewsPage();
  return (
    <SectionShell id="latest-news" heading={page.latest.heading}>
      <EntryList headingLevel={3} entries={newsEntries(loadNews().slice(0, count))} />
      <TextLink href="/news">{page.latest.all}</TextLink>
    </SectionShell>
  );
}
