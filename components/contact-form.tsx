import { describedBy, FormField, inputClass } from './form-field';
import { loadForms } from '@/lib/content/forms';

/** The contact form's fields and layout. */
export function ContactForm() {
  const form = loadForms().contact;
  const { name, email, topic, message } = form.fields;
  return (
    <section aria-labelledby="contact-form-heading" className="py-10">
      <h2
        id="contact-form-heading"
        className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white"
      >
        {form.heading}
      </h2>
      <p className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">{form.intro}</p>
      <form className="mt-6 grid max-w-xl gap-6" noValidate>
        <FormField id="contact-name" label={name.label} hint={name.hint}>
          <input
            id="contact-name"
            name="name"
            required
            maxLength={100}
            autoComplete={name.autocomplete}
            aria-describedby={describedBy('contact-name', name.hint)}
            className={inputClass}
          />
        </FormField>
        <FormField id="contact-email" label={email.label} hint={email.hint}>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete={email.autocomplete}
            aria-describedby={describedBy('contact-email', email.hint)}
            className={inputClass}
          />
        </FormField>
        <FormField id="contact-topic" label={topic.label} hint={topic.hint}>
          <select
            id="contact-topic"
            name="topic"
            required
            aria-describedby={describedBy('contact-topic', topic.hint)}
            className={inputClass}
          >
            {topic.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-message" label={message.label} hint={message.hint}>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={5000}
            aria-describedby={describedBy('contact-message', message.hint)}
            className={inputClass}
          />
        </FormField>
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
          >
            {form.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
