import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { routeMetadata } from '@/lib/seo';
import { JobsList } from './jobs-list';

export const generateMetadata = localizedMetadata(() => routeMetadata('/jobs'));

function JobsPage() {
  return <JobsList page={1} />;
}

export default sitePage('/jobs', JobsPage);
