'use client';

import type { User } from 'firebase/auth';
import { useState } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/forms/form-status';
import type { AuthCopy } from '@/lib/content/auth';
import { authErrorCode, authErrorMessage } from '@/lib/firebase/auth-errors';
import type { AccountApi } from './use-account';

type Stage = 'idle' | 'confirm' | 'reauthenticate';

/**
 * Deletion in two clicks; when the service answers requires-recent-login, the user proves who
 * they are again (password, or Google popup) and the deletion is retried.
 */
export function DeleteAccount({
  api,
  user,
  copy,
  onDeleted,
}: {
  api: AccountApi;
  user: User;
  copy: AuthCopy;
  onDeleted: () => void;
}) {
  const text = copy.account.delete;
  const [stage, setStage] = useState<Stage>('idle');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const withPassword = user.providerData.some((p) => p.providerId === 'password');

  async function remove() {
    setError(undefined);
    setBusy(true);
    try {
      if (stage === 'reauthenticate') {
        await api.actions.reauthenticate(
          user,
          withPassword ? { password: secret } : { google: true },
        );
      }
      await api.actions.deleteAccount(user);
      onDeleted();
    } catch (caught) {
      if (authErrorCode(caught) === 'requires-recent-login') setStage('reauthenticate');
      setError(authErrorMessage(caught, copy.errors));
    } finally {
      setBusy(false);
    }
  }

  const label = { idle: text.submit, confirm: text.confirm, reauthenticate: text.reauthSubmit };
  return (
    <section
      aria-labelledby="delete-heading"
      className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h3 id="delete-heading" className="text-xl font-bold text-slate-950 dark:text-white">
        {text.heading}
      </h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text.intro}</p>
      {stage === 'reauthenticate' && (
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
              onChange={(event) => setSecret(event.target.value)}
            />
          )}
        </div>
      )}
      <FormStatus error={error} />
      <Button
        disabled={busy}
        className="mt-4"
        onClick={() => (stage === 'idle' ? setStage('confirm') : remove())}
      >
        {label[stage]}
      </Button>
    </section>
  );
}
