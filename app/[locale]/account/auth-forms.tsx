'use client';

import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/forms/form-status';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import type { RequestFailures } from '@/lib/firebase/auth-errors';
import type { Role } from '@/lib/roles';
import { SignUpForm } from './sign-up-form';
import type { AccountApi } from './use-account';

// The page opens on sign-up unless its address asks for sign-in: sign-in loads when it is shown,
// and the reset form, asked for by the few who forgot their password, when they say so.
const SignInForm = lazy(() =>
  import('./sign-in-form').then((module) => ({ default: module.SignInForm })),
);
const ResetForm = lazy(() =>
  import('./reset-form').then((module) => ({ default: module.ResetForm })),
);

export interface AuthFormProps {
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

type Shown = 'signIn' | 'signUp' | 'reset';

interface Props extends AuthFormProps {
  /** The form shown first: sign-up, unless the address asked for sign-in. */
  opening?: 'signIn' | 'signUp';
}

/**
 * Create an account or sign in, one form at a time behind two tabs; the reset form opens from
 * sign-in ("Forgot your password?") and leads back to it.
 */
export function AuthForms({ opening = 'signUp', ...props }: Props) {
  const { copy, notice, initialError, loadApi } = props;
  const [shown, setShown] = useState<Shown>(opening);
  // The address typed in sign-in or reset, carried to the other when the visitor moves between them.
  const [carried, setCarried] = useState<string>();
  const tab = shown === 'signUp' ? 'signUp' : 'signIn';
  const move = (to: Shown, email?: string) => {
    setShown(to);
    setCarried(email);
  };
  return (
    // Focus anywhere in the forms starts the download, so it is usually there by submit.
    <div className="mt-8 max-w-xl" onFocus={() => loadApi().catch(() => undefined)}>
      <nav aria-label={copy.tabs.label} className="flex flex-wrap gap-2">
        {(['signUp', 'signIn'] as const).map((name) => (
          <Button
            key={name}
            variant="secondary"
            aria-pressed={tab === name}
            onClick={() => move(name)}
            className="aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-white"
          >
            {copy.tabs[name]}
          </Button>
        ))}
      </nav>
      {/* Said whichever form is open: a deletion, or an error back from a Google redirect. */}
      <FormStatus success={notice} error={initialError} />
      {shown === 'signUp' && <SignUpForm {...props} />}
      <Suspense fallback={null}>
        {shown === 'signIn' && (
          <SignInForm {...props} email={carried} onForgot={(email) => move('reset', email)} />
        )}
        {shown === 'reset' && (
          <ResetForm {...props} email={carried} onBack={(email) => move('signIn', email)} />
        )}
      </Suspense>
    </div>
  );
}
