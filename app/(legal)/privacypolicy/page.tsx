import { routeMetadata } from '@/lib/seo';
import { LegalDocument } from '../legal-document';

export const metadata = routeMetadata('/privacypolicy');

export default function PrivacyPolicyPage() {
  return <LegalDocument slug="privacypolicy" />;
}
