import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/talents'));

function TalentsPage() {
  return <ContentPage slug="talents" />;
}

export default sitePage('/talents', TalentsPage);
