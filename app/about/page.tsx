import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('about');

export default function AboutPage() {
  return <ContentPage slug="about" />;
}
