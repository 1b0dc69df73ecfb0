import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/clients');

export default function ClientsPage() {
  return <ContentPage slug="clients" />;
}
