import { routeMetadata } from '@/lib/seo';
import { JobsList } from './jobs-list';

export const metadata = routeMetadata('/jobs');

export default function JobsPage() {
  return <JobsList page={1} />;
}
