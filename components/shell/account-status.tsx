'use client';

import { LocalLink as Link } from '@/components/local-link';
import { useEffect, useState } from 'react';
import { whenFirebaseLoads, loadFirebase, type FirebaseServices } from '@/lib/firebase/client';
import { hasSignedInHint, whenIdle } from '@/lib/firebase/session-hint';
import { accountPath, signInHref } from '@/lib/account-addresses';

interface Labels {
  signIn: string;
  account: string;
  signedOutNotice: string;
}

interface Shown {
  name: string;
  photo: string | null;
}

function initials(name: string): string {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/**
 * The side menu's account link: "Sign in" in the static HTML; the user's name and picture once
 * Firebase is loaded, which happens on idle only when the local hint says someone signed in here.
 */
export function AccountStatus({ labels }: { labels: Labels }) {
  const [user, setUser] = useState<Shown | null>(null);
  const [notice, setNotice] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const follow = async ({ auth }: FirebaseServices) => {
      const { watchUser } = await import('@/lib/firebase/watch-user');
      if (!active) return;
      stop = watchUser(auth, (current, automatic) => {
        setUser(
          current && { name: current.displayName || current.email || '', photo: current.photoURL },
        );
        if (automatic) setNotice(true);
        if (current) setNotice(false);
      });
    };
    const stopWaiting = whenFirebaseLoads(follow);
    const cancelIdle = hasSignedInHint()
      ? whenIdle(() => loadFirebase().catch(() => undefined))
      : undefined;
    return () => {
      active = false;
      stopWaiting();
      cancelIdle?.();
      stop?.();
    };
  }, []);

  return (
    <>
      <Link
        href={user ? accountPath : signInHref}
        // Signed in, the link is the avatar alone (the menu bar has no room for a name).
        aria-label={user ? `${labels.account}: ${user.name}` : undefined}
        title={user ? user.name : undefined}
        // Signed out, on a phone, the overlay menu has "Sign in": the bar keeps its call to action.
        className={`min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-wash dark:text-slate-100 ${user ? 'inline-flex' : 'hidden sm:inline-flex'}`}
      >
        {user ? (
          user.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a remote avatar; no optimizer in a static export
            <img
              src={user.photo}
              alt=""
              className="size-8 rounded-full"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
            >
              {initials(user.name)}
            </span>
          )
        ) : (
          labels.signIn
        )}
      </Link>
      <p
        role="status"
        className="fixed inset-x-4 bottom-4 z-40 rounded-lg bg-slate-900 p-4 text-sm text-white empty:hidden md:left-auto md:max-w-sm dark:bg-white dark:text-slate-950"
      >
        {notice ? labels.signedOutNotice : ''}
      </p>
    </>
  );
}
