import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';

export const metadata = redirectMetadata('/welcome');

export default function RootRedirect() {
  return <RedirectNotice to="/welcome" />;
}
