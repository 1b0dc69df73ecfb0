import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/about'));

function AboutPage() {
  return <ContentPage slug="about" />;
}

export default sitePage('/about', AboutPage);
