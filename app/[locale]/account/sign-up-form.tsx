'use client';

import { Button } from '@/components/button';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { reportAccount, reportSignUpStart } from '@/lib/audience/visit';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { MAX_NAME_LENGTH, nameChecks } from '@/lib/form-checks';
import { roles, type Role } from '@/lib/roles';
import { email, password, required } from '@/lib/validation';
import type { AuthFormProps } from './auth-forms';
import { ConsentNote } from './consent-note';
import { FormSection } from './form-section';
import { GoogleMark } from './google-mark';

/**
 * A new account as a seller, buyer, talent or client: with a name, e-mail and password, or with
 * Google (which needs only the role). Either way the line under the buttons says what it accepts.
 */
export function SignUpForm({ loadApi, copy, messages, requests, join, onNotice }: AuthFormProps) {
  const form = useForm(
    'sign-up',
    { name: '', email: '', password: '', role: join ?? '' },
    {
      name: nameChecks,
      email: [email],
      password: [password],
      role: [required],
    },
    {
      name: messages.name,
      email: messages.email,
      password: messages.newPassword,
      role: messages.role,
    },
  );
  const failure = (error: unknown) => authErrorMessage(error, copy.errors, requests);
  const role = form.values.role as Role;
  return (
    <FormSection
      text={copy.signUp}
      form={form}
      onSubmit={(event) => {
        if (role) reportSignUpStart(role);
        return form.submit(
          event,
          async (values) => {
            const api = await loadApi();
            const user = await api.actions.signUp(api.auth, api.db, { ...values, role });
            reportAccount('account-created', user.getIdToken(), role);
            onNotice(copy.signUp.done);
          },
          copy.signUp.done,
          failure,
        );
      }}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            if (!form.checked(['role'])) return;
            reportSignUpStart(role);
            form.attempt(
              async () => {
                const api = await loadApi();
                const user = await api.actions.signInWithGoogle(api.auth, { db: api.db, role });
                // A Google account signed in for the first time is a new one.
                if (user && user.metadata.creationTime === user.metadata.lastSignInTime) {
                  reportAccount('account-created', user.getIdToken(), role);
                }
              },
              undefined,
              failure,
            );
          }}
          className="gap-2"
        >
          <GoogleMark />
          {copy.signUp.google}
        </Button>
      }
      note={<ConsentNote copy={copy.signUp} />}
    >
      <TextField {...form.field('name', copy.fields.name)} maxLength={MAX_NAME_LENGTH} />
      <TextField {...form.field('email', copy.fields.email)} type="email" />
      <TextField {...form.field('password', copy.fields.newPassword)} type="password" />
      <SelectField
        {...form.field('role', copy.fields.role)}
        placeholder={copy.fields.role.placeholder}
        options={roles.map((role) => [role, copy.fields.role.options[role]])}
      />
    </FormSection>
  );
}
