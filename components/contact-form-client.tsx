'use client';

import { useState } from 'react';
import type { Forms } from '@/lib/content/forms';
import { useForm } from '@/lib/use-form';
import { email, maxLength, noMarkup, required } from '@/lib/validation';
import { buttonClass, FormStatus } from './account/form-status';
import { TextField } from './account/text-field';
import { isPermissionDenied, prepareFirebase, sendContact, withTimeout } from './firebase-actions';
import { describedBy, FormField, inputClass } from './form-field';

type Copy = Forms['contact'];

/** The contact form: validates, signs the visitor in anonymously, writes the message once. */
export function ContactFormClient({
  copy,
  messages,
}: {
  copy: Copy;
  messages: Forms['validation'];
}) {
  const { name, email: emailField, topic, message } = copy.fields;
  const form = useForm(
    'contact',
    { name: '', email: '', topic: topic.options[0], message: '' },
    {
      name: [required, maxLength(100), noMarkup],
      email: [email],
      topic: [required],
      message: [required, maxLength(5000)],
    },
  );
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const problem = (key: keyof typeof form.values) => {
    const found = form.problems[key];
    return found && messages[found];
  };

  const send = (values: typeof form.values) =>
    (async () => {
      setStatus({});
      if (!navigator.onLine) return setStatus({ error: copy.offline });
      try {
        await withTimeout(sendContact(values));
        form.setValues({ name: '', email: '', topic: topic.options[0], message: '' });
        setStatus({ success: copy.sent });
      } catch (error) {
        setStatus({ error: isPermissionDenied(error) ? copy.rateLimited : copy.failed });
      }
    })();

  return (
    <form
      className="mt-6 grid max-w-xl gap-6"
      noValidate
      onFocus={prepareFirebase}
      onSubmit={(event) => form.submit(event, send)}
    >
      <TextField
        {...form.control('name')}
        label={name.label}
        hint={name.hint}
        error={problem('name')}
        required
        maxLength={100}
        autoComplete={name.autocomplete}
      />
      <TextField
        {...form.control('email')}
        type="email"
        label={emailField.label}
        hint={emailField.hint}
        error={problem('email')}
        required
        maxLength={254}
        autoComplete={emailField.autocomplete}
      />
      <FormField id="contact-topic" label={topic.label} hint={topic.hint}>
        <select
          {...form.control('topic')}
          required
          aria-describedby={describedBy('contact-topic', topic.hint)}
          className={inputClass}
        >
          {topic.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </FormField>
      <FormField
        id="contact-message"
        label={message.label}
        hint={message.hint}
        error={problem('message')}
      >
        <textarea
          {...form.control('message')}
          required
          rows={6}
          maxLength={5000}
          aria-invalid={problem('message') ? true : undefined}
          aria-describedby={describedBy('contact-message', message.hint, problem('message'))}
          className={inputClass}
        />
      </FormField>
      <FormStatus {...status} />
      <div>
        <button type="submit" disabled={form.busy} className={buttonClass}>
          {form.busy ? copy.sending : status.error ? copy.retry : copy.submit}
        </button>
      </div>
    </form>
  );
}
