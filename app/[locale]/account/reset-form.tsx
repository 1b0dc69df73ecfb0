'use client';

import { Button } from '@/components/button';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { email } from '@/lib/validation';
import type { AuthFormProps } from './auth-forms';
import { FormSection } from './form-section';

interface Props extends AuthFormProps {
  /** The address typed in the sign-in form, if any. */
  email?: string;
  /** Back to the sign-in form, with the address typed here. */
  onBack: (email: string) => void;
}

/** Asks for a password reset link; opened from the sign-in form, its address field focused. */
export function ResetForm({ loadApi, copy, messages, requests, email: carried, onBack }: Props) {
  const form = useForm(
    'reset',
    { email: carried ?? '' },
    { email: [email] },
    { email: messages.email },
  );
  return (
    <FormSection
      text={copy.reset}
      form={form}
      onSubmit={(event) =>
        form.submit(
          event,
          (values) => loadApi().then((api) => api.actions.sendReset(api.auth, values.email)),
          copy.reset.done,
          (error) => authErrorMessage(error, copy.errors, requests),
        )
      }
      actions={
        <Button variant="text" onClick={() => onBack(form.values.email)}>
          {copy.reset.back}
        </Button>
      }
    >
      <TextField {...form.field('email', copy.fields.email)} type="email" autoFocus />
    </FormSection>
  );
}
