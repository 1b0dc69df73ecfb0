'use client';

import type { Forms } from '@/lib/content/forms';
import {
  isPermissionDenied,
  OfflineError,
  prepareGuest,
  subscribe,
} from '@/lib/firebase/form-writes';
import { email } from '@/lib/validation';
import { Button } from '../button';
import { TextField } from '../forms/text-field';
import { FormStatus } from '../forms/form-status';
import { useForm } from '../forms/use-form';

/** The footer's newsletter sign-up: one address, written once. */
export function NewsletterForm({
  copy,
  messages,
}: {
  copy: Forms['newsletter'];
  messages: Forms['validation'];
}) {
  const form = useForm('newsletter', { email: '' }, { email: [email] }, messages);

  return (
    <section aria-labelledby="newsletter-heading" className="max-w-md">
      <h2 id="newsletter-heading" className="text-sm font-semibold text-slate-950 dark:text-white">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <form
        className="mt-4 grid gap-3"
        noValidate
        onFocus={() => prepareGuest().catch(() => undefined)}
        onSubmit={(event) =>
          form.submit(
            event,
            (values) => subscribe(values.email),
            copy.subscribed,
            (error) =>
              error instanceof OfflineError
                ? copy.offline
                : // The form checks what the rules check: a refusal means the address is listed.
                  isPermissionDenied(error)
                  ? { success: copy.alreadySubscribed }
                  : copy.failed,
          )
        }
      >
        <TextField {...form.field('email', copy.email)} type="email" required maxLength={254} />
        <FormStatus {...form.outcome} />
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? copy.sending : copy.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
