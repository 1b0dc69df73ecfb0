import { LegalDocument, legalMetadata } from '@/components/legal-document';

export const metadata = legalMetadata('bsr');

export default function BuyerSellerRulesPage() {
  return <LegalDocument slug="bsr" />;
}
