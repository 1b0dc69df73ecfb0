import { LegalDocument, legalMetadata } from '@/components/legal-document';

export const metadata = legalMetadata('privacypolicy');

export default function PrivacyPolicyPage() {
  return <LegalDocument slug="privacypolicy" />;
}
