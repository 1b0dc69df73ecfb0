import { ContentPage } from '@/components/content-page';
import { JsonLd } from '@/components/json-ld';
import { routeMetadata } from '@/lib/seo';
import { organization, website } from '@/lib/structured-data';

export const metadata = routeMetadata('/welcome');

export default function WelcomePage() {
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={website()} />
      <ContentPage slug="welcome" />
    </>
  );
}
