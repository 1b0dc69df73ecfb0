import { ContactForm } from '@/components/contact-form';
import { ContentPage, contentPageMetadata } from '@/components/content-page';

export const metadata = contentPageMetadata('contact');

export default function ContactPage() {
  return (
    <ContentPage slug="contact">
      <ContactForm />
    </ContentPage>
  );
}
