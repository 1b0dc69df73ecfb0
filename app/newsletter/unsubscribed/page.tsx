import { routeMetadata } from '@/lib/seo';
import { newsletterPages } from '@/lib/newsletter-pages';
import { NewsletterPageView } from '../newsletter-page';

export const metadata = routeMetadata(newsletterPages.unsubscribed);

export default function NewsletterUnsubscribedPage() {
  return <NewsletterPageView page="unsubscribed" />;
}
