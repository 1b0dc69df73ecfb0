import { ContentPage, contentPageMetadata } from '@/components/content-page';
import { JsonLd } from '@/components/json-ld';
import { organization, website } from '@/lib/structured-data';

export const metadata = contentPageMetadata('welcome');

export default function WelcomePage() {
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={website()} />
      <ContentPage slug="welcome" />
    </>
  );
}
