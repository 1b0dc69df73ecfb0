import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { staticParamsOf } from '@/lib/routes';
import { NewsList, newsListMetadata } from '../../news-list';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = staticParamsOf('/news/page/[page]');

// Page 1 is /news itself: its address here only sends visitors there.
async function metadataOf({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? redirectMetadata('/news') : newsListMetadata(page);
}

async function NewsListPage({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? <RedirectNotice to="/news" /> : <NewsList page={page} />;
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/news/page/[page]', NewsListPage);
