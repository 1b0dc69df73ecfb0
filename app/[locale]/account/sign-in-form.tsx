'use client';

import { Button } from '@/components/button';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { email, required } from '@/lib/validation';
import type { AuthFormProps } from './auth-forms';
import { FormSection } from './form-section';
import { GoogleMark } from './google-mark';

interface Props extends AuthFormProps {
  /** The address to start with, when the visitor comes back from the reset form (focused then). */
  email?: string;
  /** Opens the reset form with the address typed so far. */
  onForgot: (email: string) => void;
}

/** Sign-in with e-mail and password, or with Google; the way to the reset form. */
export function SignInForm({ loadApi, copy, messages, requests, email: carried, onForgot }: Props) {
  const form = useForm(
    'sign-in',
    { email: carried ?? '', password: '' },
    { email: [email], password: [required] },
    { email: messages.email, password: messages.password },
  );
  const failure = (error: unknown) => authErrorMessage(error, copy.errors, requests);
  return (
    <FormSection
      text={copy.signIn}
      form={form}
      onSubmit={(event) =>
        form.submit(
          event,
          (values) =>
            loadApi().then((api) => api.actions.signIn(api.auth, values.email, values.password)),
          undefined,
          failure,
        )
      }
      actions={
        <Button
          variant="secondary"
          onClick={() =>
            form.attempt(
              () => loadApi().then((api) => api.actions.signInWithGoogle(api.auth)),
              undefined,
              failure,
            )
          }
          className="gap-2"
        >
          <GoogleMark />
          {copy.signIn.google}
        </Button>
      }
    >
      <TextField
        {...form.field('email', copy.fields.email)}
        type="email"
        autoFocus={carried !== undefined}
      />
      <div>
        <TextField {...form.field('password', copy.fields.password)} type="password" />
        <Button variant="text" className="mt-1" onClick={() => onForgot(form.values.email)}>
          {copy.signIn.forgot}
        </Button>
      </div>
    </FormSection>
  );
}
