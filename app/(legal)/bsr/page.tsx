import { routeMetadata } from '@/lib/seo';
import { LegalDocument } from '../legal-document';

export const metadata = routeMetadata('/bsr');

export default function BuyerSellerRulesPage() {
  return <LegalDocument slug="bsr" />;
}
