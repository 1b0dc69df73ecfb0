import { loadForms } from '@/lib/content/forms';
import { ContactFormClient } from './contact-form-client';

/** The contact form's section; the form itself is rendered in the static HTML and hydrated. */
export function ContactForm() {
  const forms = loadForms();
  const form = forms.contact;
  return (
    <section aria-labelledby="contact-form-heading" className="py-10">
      <h2
        id="contact-form-heading"
        className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
      >
        {form.heading}
      </h2>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{form.intro}</p>
      <ContactFormClient copy={form} messages={forms.validation} />
    </section>
  );
}
