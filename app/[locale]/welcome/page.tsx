import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { JsonLd } from '@/components/json-ld';
import { routeMetadata } from '@/lib/seo';
import { organization, website } from '@/lib/structured-data';

export const generateMetadata = localizedMetadata(() => routeMetadata('/welcome'));

function WelcomePage() {
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={website()} />
      <ContentPage slug="welcome" />
    </>
  );
}

export default sitePage('/welcome', WelcomePage);
