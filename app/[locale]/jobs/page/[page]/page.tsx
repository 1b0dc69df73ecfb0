import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { staticParamsOf } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo';
import { JobsList } from '../../jobs-list';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = staticParamsOf('/jobs/page/[page]');

// Page 1 is /jobs itself: its address here only sends visitors there.
async function metadataOf({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? redirectMetadata('/jobs') : routeMetadata('/jobs', page);
}

async function JobsListPage({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? <RedirectNotice to="/jobs" /> : <JobsList page={page} />;
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/jobs/page/[page]', JobsListPage);
