import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/buyers');

export default function BuyersPage() {
  return <ContentPage slug="buyers" />;
}
