'use client';

import { useState } from 'react';
import type { AuthCopy, Role } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { AccountDetails } from './account-details';
import { AuthForms } from './auth-forms';
import { useAccount } from './use-account';

/** The account page's client part: sign-in forms when signed out, the user record when in. */
export function AccountApp({ copy, messages }: { copy: AuthCopy; messages: ValidationMessages }) {
  const [redirectError, setRedirectError] = useState<string>();
  const { api, user } = useAccount((error) =>
    setRedirectError(authErrorMessage(error, copy.errors)),
  );

  if (!api || user === undefined) {
    return (
      <p role="status" className="mt-8 text-slate-700 dark:text-slate-300">
        {redirectError ?? copy.loading}
      </p>
    );
  }
  if (user) return <AccountDetails api={api} user={user} copy={copy} messages={messages} />;
  const params = new URLSearchParams(window.location.search);
  const join = params.get('join') as Role | null;
  return (
    <AuthForms
      api={api}
      copy={copy}
      messages={messages}
      join={join && join in copy.fields.role.options ? join : undefined}
      initialError={redirectError}
    />
  );
}
