import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/sellers');

export default function SellersPage() {
  return <ContentPage slug="sellers" />;
}
