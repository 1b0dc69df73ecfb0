import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/about');

export default function AboutPage() {
  return <ContentPage slug="about" />;
}
