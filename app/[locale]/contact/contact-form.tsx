'use client';

import { useAddressLocale } from '@/lib/i18n/use-address-locale';
import { Suspense, useRef } from 'react';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/forms/form-status';
import { HoneypotField, honeypotValue } from '@/components/forms/honeypot-field';
import { requestOutcome } from '@/components/forms/request-outcome';
import { SelectField } from '@/components/forms/select-field';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { useForm, type Settled } from '@/components/forms/use-form';
import type { Forms } from '@/lib/content/forms';
import { contactChecks, HONEYPOT, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '@/lib/form-checks';
import { prepareFormRequests, withFormRequests } from '@/lib/with-form-requests';
import { fill } from '@/lib/format';
import { TopicFromAddress } from './topic-from-address';

type Copy = Pick<Forms, 'contact' | 'requests' | 'honeypot' | 'validation'>;

/**
 * The contact form: checks the fields, posts them to the contact function, and says how it went.
 * Nothing typed is cleared until the message has been sent. `/contact?topic=<id>` chooses a topic.
 */
export function ContactForm({ copy }: { copy: Copy }) {
  const text = copy.contact;
  const { name, email, topic, message } = text.fields;
  const empty = { name: '', email: '', topic: '', message: '' };
  const { validation } = copy;
  const topics = topic.options.map((option) => option.id);
  const form = useForm('contact', empty, contactChecks(topics), {
    name: validation.name,
    email: validation.email,
    topic: validation.topic,
    message: validation.message,
  });
  // One key per message, kept through every try until it is sent: a retry after a timeout, a
  // lost connection or a failed mail is the same message, stored and mailed once.
  const idempotencyKey = useRef<string>(undefined);
  const locale = useAddressLocale();

  async function send(
    values: typeof empty,
    honeypot: string,
  ): Promise<Settled<keyof typeof empty>> {
    idempotencyKey.current ??= crypto.randomUUID();
    const key = idempotencyKey.current;
    const outcome = await withFormRequests((requests) =>
      requests.sendContact({ ...values, locale, [HONEYPOT]: honeypot }, key),
    );
    switch (outcome.kind) {
      case 'sent':
        idempotencyKey.current = undefined;
        form.setValues(empty);
        return { success: fill(text.sent, { reference: outcome.reference }) };
      case 'in-progress':
        return { error: text.inProgress };
      default:
        return requestOutcome(
          outcome,
          copy.requests,
          locale,
          Object.keys(empty) as (keyof typeof empty)[],
        );
    }
  }

  return (
    <form
      className="mt-6 grid max-w-xl gap-6"
      noValidate
      onFocus={prepareFormRequests}
      onSubmit={(event) => {
        const honeypot = honeypotValue(event.currentTarget);
        return form.submitSettled(event, (values) => send(values, honeypot));
      }}
    >
      <TextField {...form.field('name', name)} required maxLength={MAX_NAME_LENGTH} />
      <TextField {...form.field('email', email)} type="email" required maxLength={254} />
      <SelectField
        {...form.field('topic', topic)}
        required
        placeholder={topic.placeholder}
        options={topic.options.map((option) => [option.id, option.label])}
      />
      <Suspense>
        <TopicFromAddress
          topics={topics}
          onTopic={(chosen) => form.setValues((values) => ({ ...values, topic: chosen }))}
        />
      </Suspense>
      <TextAreaField
        {...form.field('message', message)}
        required
        rows={6}
        maxLength={MAX_MESSAGE_LENGTH}
      />
      <HoneypotField label={copy.honeypot} />
      <FormStatus {...form.outcome} />
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? text.sending : form.outcome.error ? text.retry : text.submit}
        </Button>
      </div>
    </form>
  );
}
