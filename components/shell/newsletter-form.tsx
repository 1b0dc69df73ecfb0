'use client';

import type { Forms } from '@/lib/content/forms';
import { newsletterChecks } from '@/lib/form-checks';
import { fill } from '@/lib/format';
import { NEWSLETTER_SECTION } from '@/lib/newsletter-pages';
import { prepareFormRequests, withFormRequests } from '@/lib/with-form-requests';
import { Button } from '../button';
import { FormStatus } from '../forms/form-status';
import { HoneypotField, honeypotValue } from '../forms/honeypot-field';
import { requestOutcome } from '../forms/request-outcome';
import { TextField } from '../forms/text-field';
import { useForm, type Settled } from '../forms/use-form';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

// Of the forms' error messages, only the e-mail field's: every page carries this form's copy.
type Copy = Pick<Forms, 'newsletter' | 'requests' | 'honeypot'> & {
  validation: Pick<Forms['validation'], 'email'>;
};

/**
 * The footer's newsletter sign-up: one address, posted with the page it was on. The answer is
 * "check your inbox" whether or not the address is on the list, so nobody learns who is.
 */
export function NewsletterForm({ copy }: { copy: Copy }) {
  const text = copy.newsletter;
  const locale = useAddressLocale();
  const form = useForm('newsletter', { email: '' }, newsletterChecks, {
    email: copy.validation.email,
  });

  async function send(email: string, honeypot: string): Promise<Settled<'email'>> {
    const page = window.location.pathname;
    const outcome = await withFormRequests((requests) => requests.subscribe(email, page, honeypot));
    switch (outcome.kind) {
      case 'check-inbox':
        form.setValues({ email: '' });
        return { success: fill(text.checkInbox, { email: email.trim() }) };
      default:
        return requestOutcome(outcome, copy.requests, locale, ['email']);
    }
  }

  return (
    <section id={NEWSLETTER_SECTION} aria-labelledby="newsletter-heading" className="max-w-md">
      <h2 id="newsletter-heading" className="text-sm font-semibold text-ink">
        {text.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{text.intro}</p>
      <form
        className="mt-4 grid gap-3"
        noValidate
        onFocus={prepareFormRequests}
        onSubmit={(event) => {
          const honeypot = honeypotValue(event.currentTarget);
          return form.submitSettled(event, (values) => send(values.email, honeypot));
        }}
      >
        <TextField {...form.field('email', text.email)} type="email" required maxLength={254} />
        <HoneypotField label={copy.honeypot} />
        <FormStatus {...form.outcome} />
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? text.sending : text.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
