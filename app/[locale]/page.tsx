import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';

export const generateMetadata = localizedMetadata(() => redirectMetadata('/welcome'));

function RootRedirect() {
  return <RedirectNotice to="/welcome" />;
}

export default sitePage('/', RootRedirect);
