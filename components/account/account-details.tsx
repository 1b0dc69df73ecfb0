'use client';

import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorCode, authErrorMessage } from '@/lib/firebase/auth-errors';
import type { Profile } from '@/lib/firebase/profiles';
import { useForm } from '@/lib/use-form';
import { maxLength, noMarkup, required } from '@/lib/validation';
import { buttonClass, FormStatus, secondaryButtonClass } from './form-status';
import { TextField } from './text-field';
import type { AccountApi } from './use-account';

interface Props {
  api: AccountApi;
  user: User;
  copy: AuthCopy;
  messages: ValidationMessages;
}

/** The signed-in user's record (spec section 3) with the actions on it. Text only, never HTML. */
export function AccountDetails({ api, user, copy, messages }: Props) {
  const text = copy.account;
  const [profile, setProfile] = useState<Profile | null>(null);
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});
  const form = useForm(
    'account',
    { name: user.displayName ?? '' },
    { name: [required, maxLength(100), noMarkup] },
  );
  const nameError = form.problems.name && messages[form.problems.name];

  useEffect(() => {
    import('@/lib/firebase/profiles').then(({ readProfile }) =>
      readProfile(api.db, user.uid).then(setProfile, () => setProfile(null)),
    );
  }, [api.db, user.uid]);

  const act = async (task: () => Promise<unknown>, success?: string) => {
    setStatus({});
    try {
      await task();
      if (success) setStatus({ success });
    } catch (error) {
      setStatus({ error: authErrorMessage(error, copy.errors) });
    }
  };
  const rows: [string, string][] = [
    [text.uid, user.uid],
    [text.email, user.email ?? ''],
    [text.verified, user.emailVerified ? text.verified : text.notVerified],
    [
      text.providers,
      user.providerData.map((p) => copy.providers[p.providerId] ?? p.providerId).join(', '),
    ],
    [text.role, profile ? copy.fields.role.options[profile.role] : text.noRole],
    [text.created, user.metadata.creationTime ?? ''],
    [text.lastSignIn, user.metadata.lastSignInTime ?? ''],
  ];

  return (
    <section className="mt-8 max-w-xl">
      <h2 className="text-2xl font-bold text-slate-950 dark:text-white">{text.heading}</h2>
      <div className="mt-6 flex items-center gap-4">
        {user.photoURL ? (
          // eslint-disable-next-line @next/next/no-img-element -- a remote avatar; no optimizer in a static export
          <img
            src={user.photoURL}
            alt={text.photo}
            className="size-16 rounded-full"
            referrerPolicy="no-referrer"
          />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{text.noPhoto}</p>
        )}
      </div>
      <dl className="mt-6 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-900 dark:text-white">{term}</dt>
            <dd className="break-all text-slate-700 dark:text-slate-300">{value}</dd>
          </div>
        ))}
      </dl>
      {!user.emailVerified && (
        <button
          type="button"
          className={`mt-4 ${secondaryButtonClass}`}
          onClick={() => act(() => api.actions.resendVerification(user), text.resent)}
        >
          {text.resend}
        </button>
      )}
      <form
        noValidate
        className="mt-8 grid gap-4"
        onSubmit={(event) =>
          form.submit(event, (values) =>
            act(() => api.actions.rename(api.db, user, values.name), text.nameSaved),
          )
        }
      >
        <TextField
          {...form.control('name')}
          label={text.name}
          autoComplete="name"
          maxLength={100}
          error={nameError}
        />
        <div>
          <button type="submit" disabled={form.busy} className={buttonClass}>
            {text.saveName}
          </button>
        </div>
      </form>
      <FormStatus {...status} />
      <button
        type="button"
        className={`mt-8 ${secondaryButtonClass}`}
        onClick={() => act(() => api.actions.signOutByChoice(api.auth))}
      >
        {text.signOut}
      </button>
      <DeleteAccount api={api} user={user} copy={copy} />
    </section>
  );
}

/** Deletion, with a second sign-in when the service asks for a recent one. */
function DeleteAccount({ api, user, copy }: Omit<Props, 'messages'>) {
  const text = copy.account.delete;
  const [stage, setStage] = useState<'idle' | 'confirm' | 'reauth'>('idle');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const withPassword = user.providerData.some((p) => p.providerId === 'password');

  const remove = async () => {
    setError(undefined);
    try {
      if (stage === 'reauth') {
        await api.actions.reauthenticate(
          user,
          withPassword ? { password: secret } : { google: true },
        );
      }
      await api.actions.deleteAccount(api.db, user);
    } catch (caught) {
      if (authErrorCode(caught) === 'requires-recent-login') setStage('reauth');
      setError(authErrorMessage(caught, copy.errors));
    }
  };

  return (
    <section className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 className="text-xl font-bold text-slate-950 dark:text-white">{text.heading}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text.intro}</p>
      {stage === 'reauth' && (
        <div className="mt-4 grid gap-4">
          <p className="text-slate-700 dark:text-slate-300">
            {withPassword ? text.reauthPassword : text.reauthGoogle}
          </p>
          {withPassword && (
            <TextField
              id="delete-password"
              type="password"
              label={copy.fields.password.label}
              autoComplete="current-password"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
          )}
        </div>
      )}
      <FormStatus error={error} />
      <button
        type="button"
        className={`mt-4 ${buttonClass}`}
        onClick={() => (stage === 'idle' ? setStage('confirm') : remove())}
      >
        {stage === 'idle' ? text.submit : stage === 'confirm' ? text.confirm : text.reauthSubmit}
      </button>
    </section>
  );
}
