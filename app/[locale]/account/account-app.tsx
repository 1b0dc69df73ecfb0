'use client';

import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorMessage, type RequestFailures } from '@/lib/firebase/auth-errors';
import { signInQuery } from '@/lib/account-addresses';
import { roles, type Role } from '@/lib/roles';
import { useAccount } from './use-account';

// The forms are what a visitor without an account came for, but drawn only in the browser, once
// it knows nobody is signed in here: they download beside the page's hydration, asked for as this
// module runs, rather than inside the page's first-load JS, which holds the whole site to its
// budget (the forms' first-load JS took /account 0.6 KiB past it).
const loadAuthForms = () =>
  import('./auth-forms').then((module) => ({ default: module.AuthForms }));
const authForms = typeof window === 'undefined' ? undefined : loadAuthForms();
const AuthForms = lazy(() => authForms ?? loadAuthForms());

// Only a signed-in visitor sees their details, and that is known only once Firebase has loaded:
// the details (and deleting the account) load beside it, not with every visitor's first page.
const AccountDetails = lazy(() =>
  import('./account-details').then((module) => ({ default: module.AccountDetails })),
);

/**
 * What the address asks for: the role of `/account?join=<role>` (the audience pages link there),
 * and whether it names sign-in (`/account?sign-in`, the menu's link). From the router, not
 * window.location, which still shows the previous page while a client navigation renders.
 */
function useAsked(): { join?: Role; signIn: boolean } {
  const query = useSearchParams();
  const join = query.get('join');
  return { join: roles.find((role) => role === join), signIn: query.has(signInQuery) };
}

type View = 'in' | 'out';

/** A message that outlives the switch between forms and record (sign-up, deletion). */
export interface Notice {
  view: View;
  text: string;
}

/** The account page's client part: sign-in forms when signed out, the user record when in. */
export function AccountApp({
  copy,
  messages,
  requests,
}: {
  copy: AuthCopy;
  messages: ValidationMessages;
  requests: RequestFailures;
}) {
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const asked = useAsked();
  const { api, load, user, eager } = useAccount((caught) =>
    setError(authErrorMessage(caught, copy.errors, requests)),
  );
  const view: View | undefined = user === undefined ? undefined : user ? 'in' : 'out';

  // A notice belongs to the view it was said for: drop it once the visitor moves on.
  const [seenView, setSeenView] = useState(view);
  // The address is spent once someone has signed in here: signing out shows "Sign in".
  const [joinSpent, setJoinSpent] = useState(false);
  if (view !== seenView) {
    setSeenView(view);
    if (notice && notice.view !== view) setNotice(undefined);
    if (view === 'in') setJoinSpent(true);
  }
  // Also drop it from the address, so a reload does not offer sign-up again.
  useEffect(() => {
    if (view === 'in' && window.location.search) {
      window.history.replaceState(null, '', window.location.pathname);
    }
  }, [view]);
  const said = notice?.view === view ? notice?.text : undefined;

  if (!view) {
    // Empty in the static HTML (the page's lead says what it is for); "loading" only while a
    // returning visitor's account is on its way.
    return (
      <p role="status" className="mt-8 text-muted">
        {error ?? (eager ? copy.loading : '')}
      </p>
    );
  }
  if (user && api) {
    return (
      <Suspense fallback={<p className="mt-8 text-muted">{copy.loading}</p>}>
        <AccountDetails
          {...{ api, user, copy, messages, requests }}
          notice={said}
          onNotice={(text) => setNotice({ view: 'out', text })}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <AuthForms
        {...{ copy, messages, requests }}
        loadApi={load}
        join={joinSpent ? undefined : asked.join}
        opening={joinSpent || asked.signIn ? 'signIn' : 'signUp'}
        notice={said}
        initialError={error}
        onNotice={(text) => setNotice({ view: 'in', text })}
      />
    </Suspense>
  );
}
