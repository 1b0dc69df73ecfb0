import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('clients');

export default function ClientsPage() {
  return <ContentPage slug="clients" />;
}
