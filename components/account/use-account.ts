'use client';

import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { loadFirebase, type FirebaseServices } from '@/lib/firebase/client';

export type AccountActions = typeof import('@/lib/firebase/account');

export interface AccountApi extends FirebaseServices {
  actions: AccountActions;
  profiles: typeof import('@/lib/firebase/profiles');
}

/**
 * Loads Firebase and the account actions as soon as the account page opens, and follows the
 * signed-in user. `user` is undefined while loading; guests of the contact form count as null.
 */
export function useAccount(onError: (error: unknown) => void) {
  const [api, setApi] = useState<AccountApi>();
  // A fresh wrapper per change: the SDK mutates one User object (e.g. updateProfile), so the
  // object alone would not tell React to render again.
  const [state, setState] = useState<{ user: User | null }>();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    Promise.all([
      loadFirebase(),
      import('@/lib/firebase/account'),
      import('@/lib/firebase/profiles'),
      import('firebase/auth'),
    ]).then(([services, actions, profiles, sdk]) => {
      if (!active) return;
      setApi({ ...services, actions, profiles });
      sdk.getRedirectResult(services.auth).catch(onError);
      // onIdTokenChanged also fires after updateProfile, so a new name shows at once.
      stop = sdk.onIdTokenChanged(services.auth, (current) =>
        setState({ user: current && !current.isAnonymous ? current : null }),
      );
    }, onError);
    return () => {
      active = false;
      stop?.();
    };
    // onError only reports; subscribing again when its identity changes would load nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { api, user: state?.user };
}
