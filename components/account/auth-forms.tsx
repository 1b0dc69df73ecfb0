'use client';

import { useState, type ReactNode } from 'react';
import type { AuthCopy } from '@/lib/content/auth';
import { roles, type Role } from '@/lib/roles';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { useForm } from '@/lib/use-form';
import { email, maxLength, noMarkup, password, required } from '@/lib/validation';
import { describedBy, FormField, inputClass } from '../form-field';
import { buttonClass, FormStatus, secondaryButtonClass } from './form-status';
import { TextField } from './text-field';
import type { AccountApi } from './use-account';

type Tab = 'signIn' | 'signUp' | 'reset';

interface Props {
  api: AccountApi;
  copy: AuthCopy;
  messages: ValidationMessages;
  join?: Role;
  initialError?: string;
}

/** Sign in, create an account, or ask for a reset link: one form at a time. */
export function AuthForms({ api, copy, messages, join, initialError }: Props) {
  const [tab, setTab] = useState<Tab>(join ? 'signUp' : 'signIn');
  return (
    <div className="mt-8 max-w-xl">
      <nav aria-label={copy.tabs.label} className="flex flex-wrap gap-2">
        {(['signIn', 'signUp', 'reset'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
            className={`${secondaryButtonClass} aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-white`}
          >
            {copy.tabs[name]}
          </button>
        ))}
      </nav>
      {tab === 'signIn' && (
        <SignInForm api={api} copy={copy} messages={messages} initialError={initialError} />
      )}
      {tab === 'signUp' && <SignUpForm api={api} copy={copy} messages={messages} join={join} />}
      {tab === 'reset' && <ResetForm api={api} copy={copy} messages={messages} />}
    </div>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-2xl font-bold text-slate-950 dark:text-white">{heading}</h2>
      {children}
    </section>
  );
}

function SignInForm({ api, copy, messages, initialError }: Props) {
  const form = useForm(
    'sign-in',
    { email: '', password: '' },
    { email: [email], password: [required] },
  );
  const [error, setError] = useState(initialError);
  const problem = (key: 'email' | 'password') => form.problems[key] && messages[form.problems[key]];
  const run = async (task: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await task();
    } catch (caught) {
      setError(authErrorMessage(caught, copy.errors));
    }
  };
  return (
    <Section heading={copy.signIn.heading}>
      <form
        noValidate
        className="mt-6 grid gap-6"
        onSubmit={(event) =>
          form.submit(event, (values) =>
            run(() => api.actions.signIn(api.auth, values.email, values.password)),
          )
        }
      >
        <TextField
          {...form.control('email')}
          type="email"
          label={copy.fields.email.label}
          hint={copy.fields.email.hint}
          autoComplete="email"
          error={problem('email')}
        />
        <TextField
          {...form.control('password')}
          type="password"
          label={copy.fields.password.label}
          hint={copy.fields.password.hint}
          autoComplete="current-password"
          error={problem('password')}
        />
        <FormStatus error={error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={form.busy} className={buttonClass}>
            {form.busy ? copy.signIn.working : copy.signIn.submit}
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => run(() => api.actions.signInWithGoogle(api.auth))}
          >
            {copy.signIn.google}
          </button>
        </div>
      </form>
    </Section>
  );
}

function SignUpForm({ api, copy, messages, join }: Props) {
  const form = useForm(
    'sign-up',
    { name: '', email: '', password: '', role: join ?? '' },
    {
      name: [required, maxLength(100), noMarkup],
      email: [email],
      password: [password],
      role: [required],
    },
  );
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const problem = (key: keyof typeof form.values) =>
    form.problems[key] && messages[form.problems[key]];
  const roleError = problem('role');
  return (
    <Section heading={copy.signUp.heading}>
      <form
        noValidate
        className="mt-6 grid gap-6"
        onSubmit={(event) =>
          form.submit(event, async (values) => {
            setStatus({});
            try {
              await api.actions.signUp(api.auth, api.db, { ...values, role: values.role as Role });
              setStatus({ success: copy.signUp.done });
            } catch (caught) {
              setStatus({ error: authErrorMessage(caught, copy.errors) });
            }
          })
        }
      >
        <TextField
          {...form.control('name')}
          label={copy.fields.name.label}
          hint={copy.fields.name.hint}
          autoComplete="name"
          maxLength={100}
          error={problem('name')}
        />
        <TextField
          {...form.control('email')}
          type="email"
          label={copy.fields.email.label}
          hint={copy.fields.email.hint}
          autoComplete="email"
          error={problem('email')}
        />
        <TextField
          {...form.control('password')}
          type="password"
          label={copy.fields.newPassword.label}
          hint={copy.fields.newPassword.hint}
          autoComplete="new-password"
          error={problem('password')}
        />
        <FormField id="sign-up-role" label={copy.fields.role.label} error={roleError}>
          <select
            {...form.control('role')}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={describedBy('sign-up-role', undefined, roleError)}
            className={inputClass}
          >
            <option value="" disabled>
              {copy.fields.role.label}
            </option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {copy.fields.role.options[role]}
              </option>
            ))}
          </select>
        </FormField>
        <FormStatus {...status} />
        <div>
          <button type="submit" disabled={form.busy} className={buttonClass}>
            {form.busy ? copy.signUp.working : copy.signUp.submit}
          </button>
        </div>
      </form>
    </Section>
  );
}

function ResetForm({ api, copy, messages }: Props) {
  const form = useForm('reset', { email: '' }, { email: [email] });
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const problem = form.problems.email && messages[form.problems.email];
  return (
    <Section heading={copy.reset.heading}>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{copy.reset.intro}</p>
      <form
        noValidate
        className="mt-6 grid gap-6"
        onSubmit={(event) =>
          form.submit(event, async (values) => {
            setStatus({});
            try {
              await api.actions.sendReset(api.auth, values.email);
              setStatus({ success: copy.reset.done });
            } catch (caught) {
              setStatus({ error: authErrorMessage(caught, copy.errors) });
            }
          })
        }
      >
        <TextField
          {...form.control('email')}
          type="email"
          label={copy.fields.email.label}
          hint={copy.fields.email.hint}
          autoComplete="email"
          error={problem}
        />
        <FormStatus {...status} />
        <div>
          <button type="submit" disabled={form.busy} className={buttonClass}>
            {form.busy ? copy.reset.working : copy.reset.submit}
          </button>
        </div>
      </form>
    </Section>
  );
}
