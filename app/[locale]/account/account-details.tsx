'use client';

import type { User } from 'firebase/auth';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { FormattedInstant } from '@/components/formatted-instant';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import { reportAccount } from '@/lib/audience/visit';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorMessage, sessionEnded, type RequestFailures } from '@/lib/firebase/auth-errors';
import type { Profile } from '@/lib/firebase/profiles';
import { MAX_NAME_LENGTH, nameChecks } from '@/lib/form-checks';
import { DeleteAccount } from './delete-account';
import { FormSection } from './form-section';
import type { AccountApi } from './use-account';

interface Props {
  api: AccountApi;
  user: User;
  copy: AuthCopy;
  messages: ValidationMessages;
  requests: RequestFailures;
  /** Said on arrival, e.g. "your account is ready" right after sign-up. */
  notice?: string;
  /** For a message to show once signed out (the account was deleted). */
  onNotice: (text: string) => void;
}

/** The signed-in user's record, as the sign-in service keeps it, with the actions on it. Text only, never HTML. */
export function AccountDetails({ api, user, copy, messages, requests, notice, onNotice }: Props) {
  const text = copy.account;
  const [profile, setProfile] = useState<Profile | null>(null);
  const actions = useForm('account-actions', {}, {}, {});
  const failure = (error: unknown) => {
    if (sessionEnded(error)) user.reload().catch(() => undefined);
    return authErrorMessage(error, copy.errors, requests);
  };

  useEffect(() => api.profiles.watchProfile(api.db, user.uid, setProfile), [api, user.uid]);

  // Back from the verification mail (this tab shown again), the record says so at once; and a
  // verification seen here is the funnel's last step (a fresh token carries it to the function).
  const verified = user.emailVerified;
  useEffect(() => {
    if (verified) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      user
        .reload()
        .then(() => user.emailVerified && reportAccount('email-verified', user.getIdToken(true)))
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [user, verified]);

  const providers = user.providerData.map(
    ({ providerId }) => copy.providers[providerId.split('.')[0]] ?? providerId,
  );
  const { creationTime, lastSignInTime } = user.metadata;
  const rows: [string, ReactNode][] = [
    [text.uid, user.uid],
    [text.email, user.email ?? ''],
    [text.verified, user.emailVerified ? text.verified : text.notVerified],
    [text.name, user.displayName ?? ''],
    [
      text.photo,
      user.photoURL ? (
        // eslint-disable-next-line @next/next/no-img-element -- a remote avatar; a static export has no image optimizer
        <img
          src={user.photoURL}
          alt={user.displayName ?? ''}
          className="size-16 rounded-full"
          referrerPolicy="no-referrer"
        />
      ) : (
        text.noPhoto
      ),
    ],
    [text.providers, providers.join(', ')],
    [text.role, profile ? copy.fields.role.options[profile.role] : text.noRole],
    [text.created, creationTime && <FormattedInstant value={creationTime} />],
    [text.lastSignIn, lastSignInTime && <FormattedInstant value={lastSignInTime} />],
  ];

  return (
    <section aria-labelledby="account-heading" className="mt-8 max-w-xl">
      <h2 id="account-heading" className="text-2xl font-bold text-ink">
        {text.heading}
      </h2>
      <FormStatus success={notice} />
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="break-all text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {!user.emailVerified && (
          <Button
            variant="secondary"
            onClick={() =>
              actions.attempt(() => api.actions.resendVerification(user), text.resent, failure)
            }
          >
            {text.resend}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() =>
            actions.attempt(() => api.actions.signOutByChoice(api.auth), undefined, failure)
          }
        >
          {text.signOut}
        </Button>
      </div>
      <FormStatus {...actions.outcome} />
      {/* Keyed by the name so the field follows it when sign-up sets it a moment later. */}
      <RenameForm key={user.displayName} {...{ api, user, copy, messages, failure }} />
      <DeleteAccount
        {...{ api, user, copy, messages, requests }}
        onDeleted={() => onNotice(copy.account.delete.done)}
      />
    </section>
  );
}

function RenameForm({
  api,
  user,
  copy,
  messages,
  failure,
}: Omit<Props, 'onNotice' | 'requests'> & { failure: (error: unknown) => string }) {
  const form = useForm(
    'account',
    { name: user.displayName ?? '' },
    { name: nameChecks },
    { name: messages.name },
  );
  return (
    <FormSection
      level={3}
      text={{ heading: copy.account.name, submit: copy.account.saveName }}
      form={form}
      onSubmit={(event) =>
        form.submit(
          event,
          (values) => api.actions.rename(api.db, user, values.name),
          copy.account.nameSaved,
          failure,
        )
      }
    >
      <TextField {...form.field('name', copy.fields.name)} maxLength={MAX_NAME_LENGTH} />
    </FormSection>
  );
}
