import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/clients'));

function ClientsPage() {
  return <ContentPage slug="clients" />;
}

export default sitePage('/clients', ClientsPage);
