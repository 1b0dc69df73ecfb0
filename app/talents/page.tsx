import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('talents');

export default function TalentsPage() {
  return <ContentPage slug="talents" />;
}
