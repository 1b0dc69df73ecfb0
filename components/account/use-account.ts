'use client';

import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { loadFirebase, type FirebaseServices } from '@/lib/firebase/client';

export type AccountActions = typeof import('@/lib/firebase/account');

export interface AccountApi extends FirebaseServices {
  actions: AccountActions;
}

/**
 * Loads Firebase and the account actions as soon as the account page opens, and follows the
 * signed-in user. `user` is undefined while loading; guests of the contact form count as null.
 */
export function useAccount(onRedirectError: (error: unknown) => void) {
  const [api, setApi] = useState<AccountApi>();
  const [user, setUser] = useState<User | null>();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    Promise.all([loadFirebase(), import('@/lib/firebase/account'), import('firebase/auth')]).then(
      ([services, actions, sdk]) => {
        if (!active) return;
        setApi({ ...services, actions });
        sdk.getRedirectResult(services.auth).catch(onRedirectError);
        stop = sdk.onAuthStateChanged(services.auth, (current) =>
          setUser(current && !current.isAnonymous ? current : null),
        );
      },
      onRedirectError,
    );
    return () => {
      active = false;
      stop?.();
    };
    // The callback only reports errors; re-subscribing when it changes would reload nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { api, user };
}
