import { routeMetadata } from '@/lib/seo';
import { LegalDocument } from '../legal-document';

export const metadata = routeMetadata('/termsofuse');

export default function TermsOfUsePage() {
  return <LegalDocument slug="termsofuse" />;
}
