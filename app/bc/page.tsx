import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('bc');

export default function BusinessCenterPage() {
  return <ContentPage slug="bc" />;
}
