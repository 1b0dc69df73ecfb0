import { localizedMetadata, localizedPage } from '@/lib/i18n/localized-route';
import { routeMetadata } from '@/lib/seo';
import { LegalDocument } from '../legal-document';

export const generateMetadata = localizedMetadata(() => routeMetadata('/legalnotice'));

function LegalNoticePage() {
  return <LegalDocument slug="legalnotice" />;
}

export default localizedPage(LegalNoticePage);
