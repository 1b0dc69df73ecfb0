import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { ContentPage } from '@/components/content-page';
import { loadForms } from '@/lib/content/forms';
import { routeMetadata } from '@/lib/seo';
import { ContactForm } from './contact-form';

export const generateMetadata = localizedMetadata(() => routeMetadata('/contact'));

/** The contact page's copy, with the form between its lead and its other ways to reach us. */
function ContactPage() {
  const forms = loadForms();
  const { heading, intro } = forms.contact;
  return (
    <ContentPage slug="contact">
      <section aria-labelledby="contact-form-heading" className="py-10">
        <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink">
          {heading}
        </h2>
        <p className="mt-3 max-w-prose text-muted">{intro}</p>
        <ContactForm
          copy={{
            contact: forms.contact,
            requests: forms.requests,
            honeypot: forms.honeypot,
            validation: forms.validation,
          }}
        />
      </section>
    </ContentPage>
  );
}

export default sitePage('/contact', ContactPage);
