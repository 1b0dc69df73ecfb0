import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/talents');

export default function TalentsPage() {
  return <ContentPage slug="talents" />;
}
