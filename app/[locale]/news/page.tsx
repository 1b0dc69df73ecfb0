import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { NewsList, newsListMetadata } from './news-list';

export const generateMetadata = localizedMetadata(() => newsListMetadata(1));

function NewsPage() {
  return <NewsList page={1} />;
}

export default sitePage('/news', NewsPage);
