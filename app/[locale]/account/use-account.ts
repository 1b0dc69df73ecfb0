'use client';

import type { User } from 'firebase/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFirebase, type FirebaseServices } from '@/lib/firebase/client';
import { hasSignedInHint, redirectExpected } from '@/lib/firebase/session-hint';
import { useBrowserValue } from '@/lib/use-browser-value';

export type AccountActions = typeof import('@/lib/firebase/account');

export interface AccountApi extends FirebaseServices {
  actions: AccountActions;
  profiles: typeof import('@/lib/firebase/profiles');
}

/**
 * Firebase and the account actions for the account page, following the signed-in user. They load
 * at once only when this browser has a signed-in user or a Google redirect to finish; a new visitor
 * gets the forms straight away and the SDK on first focus or submit, via `load`. `user` is
 * undefined while unknown.
 */
export function useAccount(onError: (error: unknown) => void) {
  const [api, setApi] = useState<AccountApi>();
  // A fresh wrapper per change: the SDK mutates one User object (e.g. updateProfile), so the
  // object alone would not tell React to render again.
  const [state, setState] = useState<{ user: User | null }>();
  const loading = useRef<Promise<AccountApi>>(undefined);
  const stop = useRef<() => void>(undefined);
  const active = useRef(true);

  const load = useCallback((): Promise<AccountApi> => {
    loading.current ??= Promise.all([
      loadFirebase(),
      import('@/lib/firebase/account'),
      import('@/lib/firebase/profiles'),
      import('firebase/auth'),
    ]).then(
      ([services, actions, profiles, sdk]) => {
        const loaded = { ...services, actions, profiles };
        if (!active.current) return loaded;
        setApi(loaded);
        actions.completeGoogleRedirect(services.auth, services.db).catch(onError);
        // onIdTokenChanged also fires after updateProfile, so a new name shows at once.
        stop.current = sdk.onIdTokenChanged(services.auth, (current) =>
          setState({ user: current }),
        );
        return loaded;
      },
      (error) => {
        loading.current = undefined; // a failed download is tried again on the next action
        throw error;
      },
    );
    return loading.current;
    // onError only reports; a new identity would load nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Read from this browser's storage after hydration; undefined in the prerendered HTML. The hint
  // only changes through this page's own actions, which re-render it anyway.
  const eager = useBrowserValue(() => hasSignedInHint() || redirectExpected());

  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
      stop.current?.();
    };
  }, []);

  // Not in the effect above: signing in turns the hint on, and that must not unsubscribe.
  useEffect(() => {
    if (eager) load().catch(onError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eager]);

  // Nobody signed in here: the forms show at once and the SDK follows the first action.
  const user = state ? state.user : eager === false ? null : undefined;
  return { api, load, user, eager };
}
