import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { staticParams } from '@/lib/routes';
import { NewsList, newsListMetadata } from '../../news-list';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = () => staticParams('/news/page/[page]');

// Page 1 is /news itself: its address here only sends visitors there.
export async function generateMetadata({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? redirectMetadata('/news') : newsListMetadata(page);
}

export default async function NewsListPage({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? <RedirectNotice to="/news" /> : <NewsList page={page} />;
}
