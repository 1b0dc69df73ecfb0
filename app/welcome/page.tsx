import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('welcome');

export default function WelcomePage() {
  return <ContentPage slug="welcome" />;
}
