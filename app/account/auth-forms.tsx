'use client';

import { useState } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorMessage, type RequestFailures } from '@/lib/firebase/auth-errors';
import { MAX_NAME_LENGTH, nameChecks } from '@/lib/form-checks';
import { roles, type Role } from '@/lib/roles';
import { email, password, required } from '@/lib/validation';
import { FormSection } from './form-section';
import type { AccountApi } from './use-account';

type Tab = 'signIn' | 'signUp' | 'reset';

interface Props {
  /** Firebase and the account actions, loaded on first need. */
  loadApi: () => Promise<AccountApi>;
  copy: AuthCopy;
  messages: ValidationMessages;
  requests: RequestFailures;
  join?: Role;
  /** Said on arrival, e.g. after the account was deleted. */
  notice?: string;
  initialError?: string;
  /** For a message to show once signed in (sign-up signs in before it has finished). */
  onNotice: (text: string) => void;
}

/** Sign in, create an account, or ask for a reset link: one form at a time. */
export function AuthForms(props: Props) {
  const { copy, join, notice, initialError, loadApi } = props;
  const [tab, setTab] = useState<Tab>(join ? 'signUp' : 'signIn');
  return (
    // Focus anywhere in the forms starts the download, so it is usually there by submit.
    <div className="mt-8 max-w-xl" onFocus={() => loadApi().catch(() => undefined)}>
      <nav aria-label={copy.tabs.label} className="flex flex-wrap gap-2">
        {(['signIn', 'signUp', 'reset'] as const).map((name) => (
          <Button
            key={name}
            variant="secondary"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
            className="aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-white"
          >
            {copy.tabs[name]}
          </Button>
        ))}
      </nav>
      {/* Said whichever form is open: a deletion, or an error back from a Google redirect. */}
      <FormStatus success={notice} error={initialError} />
      {tab === 'signIn' && <SignInForm {...props} />}
      {tab === 'signUp' && <SignUpForm {...props} />}
      {tab === 'reset' && <ResetForm {...props} />}
    </div>
  );
}

function SignInForm({ loadApi, copy, messages, requests }: Props) {
  const form = useForm(
    'sign-in',
    { email: '', password: '' },
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
        >
          {copy.signIn.google}
        </Button>
      }
    >
      <TextField {...form.field('email', copy.fields.email)} type="email" />
      <TextField {...form.field('password', copy.fields.password)} type="password" />
    </FormSection>
  );
}

function SignUpForm({ loadApi, copy, messages, requests, join, onNotice }: Props) {
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
  return (
    <FormSection
      text={copy.signUp}
      form={form}
      onSubmit={(event) =>
        form.submit(
          event,
          async (values) => {
            const api = await loadApi();
            await api.actions.signUp(api.auth, api.db, { ...values, role: values.role as Role });
            onNotice(copy.signUp.done);
          },
          copy.signUp.done,
          (error) => authErrorMessage(error, copy.errors, requests),
        )
      }
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

function ResetForm({ loadApi, copy, messages, requests }: Props) {
  const form = useForm('reset', { email: '' }, { email: [email] }, { email: messages.email });
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
    >
      <TextField {...form.field('email', copy.fields.email)} type="email" />
    </FormSection>
  );
}
