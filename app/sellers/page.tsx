import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('sellers');

export default function SellersPage() {
  return <ContentPage slug="sellers" />;
}
