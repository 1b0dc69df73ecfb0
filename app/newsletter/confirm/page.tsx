import { routeMetadata } from '@/lib/seo';
import { newsletterPages } from '@/lib/newsletter-pages';
import { NewsletterPageView } from '../newsletter-page';

export const metadata = routeMetadata(newsletterPages.confirm);

export default function NewsletterConfirmPage() {
  return <NewsletterPageView page="confirm" />;
}
