import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/am'));

function AmbassadorProgrammePage() {
  return <ContentPage slug="am" />;
}

export default sitePage('/am', AmbassadorProgrammePage);
