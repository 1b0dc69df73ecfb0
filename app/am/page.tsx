import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('am');

export default function AmbassadorProgrammePage() {
  return <ContentPage slug="am" />;
}
