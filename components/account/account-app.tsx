'use client';

import { useEffect, useState } from 'react';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { roles, type Role } from '@/lib/roles';
import { AccountDetails } from './account-details';
import { AuthForms } from './auth-forms';
import { useAccount } from './use-account';

/** The role asked for by `/account?join=<role>` (the audience pages link there). */
function joinRole(): Role | undefined {
  const join = new URLSearchParams(window.location.search).get('join');
  return roles.find((role) => role === join);
}

type View = 'in' | 'out';

/** A message that outlives the switch between forms and record (sign-up, deletion). */
export interface Notice {
  view: View;
  text: string;
}

/** The account page's client part: sign-in forms when signed out, the user record when in. */
export function AccountApp({ copy, messages }: { copy: AuthCopy; messages: ValidationMessages }) {
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const { api, user } = useAccount((caught) => setError(authErrorMessage(caught, copy.errors)));
  const view: View | undefined = user === undefined ? undefined : user ? 'in' : 'out';

  // A notice belongs to the view it was said for: drop it once the visitor moves on.
  const [seenView, setSeenView] = useState(view);
  if (view !== seenView) {
    setSeenView(view);
    if (notice && notice.view !== view) setNotice(undefined);
  }
  // ?join=<role> has done its job once someone is signed in: signing out shows "Sign in".
  useEffect(() => {
    if (view === 'in' && window.location.search) {
      window.history.replaceState(null, '', window.location.pathname);
    }
  }, [view]);
  const said = notice?.view === view ? notice?.text : undefined;

  if (!api || !view) {
    return (
      <p role="status" className="mt-8 text-slate-700 dark:text-slate-300">
        {error ?? copy.loading}
      </p>
    );
  }
  if (user) {
    return (
      <AccountDetails
        {...{ api, user, copy, messages }}
        notice={said}
        onNotice={(text) => setNotice({ view: 'out', text })}
      />
    );
  }
  return (
    <AuthForms
      {...{ api, copy, messages }}
      join={joinRole()}
      notice={said}
      initialError={error}
      onNotice={(text) => setNotice({ view: 'in', text })}
    />
  );
}
