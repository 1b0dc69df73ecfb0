import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { routeMetadata } from '@/lib/seo';
import { newsletterPages } from '@/lib/newsletter-pages';
import { NewsletterPageView } from '../newsletter-page';

export const generateMetadata = localizedMetadata(() => routeMetadata(newsletterPages.unsubscribe));

function NewsletterUnsubscribePage() {
  return <NewsletterPageView page="unsubscribe" />;
}

export default sitePage('/newsletter/unsubscribe', NewsletterUnsubscribePage);
