import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/bc');

export default function BusinessCenterPage() {
  return <ContentPage slug="bc" />;
}
