import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('investors');

export default function InvestorsPage() {
  return <ContentPage slug="investors" />;
}
