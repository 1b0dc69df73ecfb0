import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { staticParams } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo';
import { JobsList } from '../../jobs-list';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = () => staticParams('/jobs/page/[page]');

// Page 1 is /jobs itself: its address here only sends visitors there.
export async function generateMetadata({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? redirectMetadata('/jobs') : routeMetadata('/jobs', page);
}

export default async function JobsListPage({ params }: Props) {
  const page = Number((await params).page);
  return page === 1 ? <RedirectNotice to="/jobs" /> : <JobsList page={page} />;
}
