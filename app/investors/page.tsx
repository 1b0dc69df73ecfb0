import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/investors');

export default function InvestorsPage() {
  return <ContentPage slug="investors" />;
}
