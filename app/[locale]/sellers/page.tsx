import { localizedMetadata, localizedPage } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/sellers'));

function SellersPage() {
  return <ContentPage slug="sellers" />;
}

export default localizedPage(SellersPage);
