import { routeMetadata } from '@/lib/seo';
import { newsletterPages } from '@/lib/newsletter-pages';
import { NewsletterPageView } from '../newsletter-page';

export const metadata = routeMetadata(newsletterPages.invalidLink);

export default function NewsletterInvalidLinkPage() {
  return <NewsletterPageView page="invalidLink" />;
}
