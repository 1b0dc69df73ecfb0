import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { routeMetadata } from '@/lib/seo';
import { LegalDocument } from '../legal-document';

export const generateMetadata = localizedMetadata(() => routeMetadata('/legalnotice'));

function LegalNoticePage() {
  return <LegalDocument slug="legalnotice" />;
}

export default sitePage('/legalnotice', LegalNoticePage);
