import { routeMetadata } from '@/lib/seo';
import { newsletterPages } from '@/lib/newsletter-pages';
import { NewsletterPageView } from '../newsletter-page';

export const metadata = routeMetadata(newsletterPages.unsubscribe);

export default function NewsletterUnsubscribePage() {
  return <NewsletterPageView page="unsubscribe" />;
}
