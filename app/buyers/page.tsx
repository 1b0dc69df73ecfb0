import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('buyers');

export default function BuyersPage() {
  return <ContentPage slug="buyers" />;
}
