import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata('/am');

export default function AmbassadorProgrammePage() {
  return <ContentPage slug="am" />;
}
