'use client';

import { Button } from '@/components/button';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import type { Forms } from '@/lib/content/forms';
import {
  isPermissionDenied,
  OfflineError,
  prepareGuest,
  sendContact,
} from '@/lib/firebase/form-writes';
import { email, maxLength, noMarkup, required } from '@/lib/validation';

type Copy = Forms['contact'];

/** The contact form: validates, signs the visitor in anonymously, writes the message once. */
export function ContactForm({ copy, messages }: { copy: Copy; messages: Forms['validation'] }) {
  const { name, email: emailField, topic, message } = copy.fields;
  const empty = { name: '', email: '', topic: '', message: '' };
  const form = useForm(
    'contact',
    empty,
    {
      name: [required, maxLength(100), noMarkup],
      email: [email],
      topic: [required],
      message: [required, maxLength(5000)],
    },
    messages,
  );

  const failure = (error: unknown) =>
    error instanceof OfflineError
      ? copy.offline
      : isPermissionDenied(error)
        ? copy.rateLimited
        : copy.failed;

  return (
    <form
      className="mt-6 grid max-w-xl gap-6"
      noValidate
      onFocus={() => prepareGuest().catch(() => undefined)}
      onSubmit={(event) =>
        form.submit(
          event,
          async (values) => {
            await sendContact(values);
            form.setValues(empty);
          },
          copy.sent,
          failure,
        )
      }
    >
      <TextField {...form.field('name', name)} required maxLength={100} />
      <TextField {...form.field('email', emailField)} type="email" required maxLength={254} />
      <SelectField
        {...form.field('topic', topic)}
        required
        placeholder={topic.placeholder}
        options={topic.options.map((option) => [option, option])}
      />
      <TextAreaField {...form.field('message', message)} required rows={6} maxLength={5000} />
      <FormStatus {...form.outcome} />
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? copy.sending : form.outcome.error ? copy.retry : copy.submit}
        </Button>
      </div>
    </form>
  );
}
