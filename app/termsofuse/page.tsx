import { LegalDocument, legalMetadata } from '@/components/legal-document';

export const metadata = legalMetadata('termsofuse');

export default function TermsOfUsePage() {
  return <LegalDocument slug="termsofuse" />;
}
