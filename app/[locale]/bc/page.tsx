import { localizedMetadata, localizedPage } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/bc'));

function BusinessCenterPage() {
  return <ContentPage slug="bc" />;
}

export default localizedPage(BusinessCenterPage);
