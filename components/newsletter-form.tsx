'use client';

import { useState } from 'react';
import type { Forms } from '@/lib/content/forms';
import { useForm } from '@/lib/use-form';
import { email } from '@/lib/validation';
import { buttonClass, FormStatus } from './account/form-status';
import { TextField } from './account/text-field';
import { isPermissionDenied, prepareFirebase, subscribe, withTimeout } from './firebase-actions';

/** The footer's newsletter sign-up: one address, written once. */
export function NewsletterForm({
  copy,
  messages,
}: {
  copy: Forms['newsletter'];
  messages: Forms['validation'];
}) {
  const form = useForm('newsletter', { email: '' }, { email: [email] });
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const problem = form.problems.email && messages[form.problems.email];

  const send = ({ email: address }: { email: string }) =>
    (async () => {
      setStatus({});
      try {
        await withTimeout(subscribe(address));
        setStatus({ success: copy.subscribed });
      } catch (error) {
        // The form checks what the rules check, so a refusal means the address is already there.
        if (isPermissionDenied(error)) setStatus({ success: copy.alreadySubscribed });
        else setStatus({ error: copy.failed });
      }
    })();

  return (
    <section aria-labelledby="newsletter-heading" className="max-w-md">
      <h2 id="newsletter-heading" className="text-sm font-semibold text-slate-950 dark:text-white">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <form
        className="mt-4 grid gap-3"
        noValidate
        onFocus={prepareFirebase}
        onSubmit={(event) => form.submit(event, send)}
      >
        <TextField
          {...form.control('email')}
          type="email"
          label={copy.email.label}
          error={problem}
          required
          maxLength={254}
          autoComplete={copy.email.autocomplete}
        />
        <FormStatus {...status} />
        <div>
          <button type="submit" disabled={form.busy} className={buttonClass}>
            {form.busy ? copy.sending : copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
