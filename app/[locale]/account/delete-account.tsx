'use client';

import type { User } from 'firebase/auth';
import { useState } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/forms/form-status';
import type { AuthCopy } from '@/lib/content/auth';
import type { ValidationMessages } from '@/lib/content/forms';
import { authErrorCode, authErrorMessage, type RequestFailures } from '@/lib/firebase/auth-errors';
import { required } from '@/lib/validation';
import type { AccountApi } from './use-account';

type Stage = 'idle' | 'confirm' | 'reauthenticate';

const PASSWORD_ID = 'delete-password';

/**
 * Deletion in two clicks; when the service answers requires-recent-login, the user proves who
 * they are again (password, or Google popup) and the deletion is retried.
 */
export function DeleteAccount({
  api,
  user,
  copy,
  messages,
  requests,
  onDeleted,
}: {
  api: AccountApi;
  user: User;
  copy: AuthCopy;
  messages: ValidationMessages;
  requests: RequestFailures;
  onDeleted: () => void;
}) {
  const text = copy.account.delete;
  const [stage, setStage] = useState<Stage>('idle');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const [secretProblem, setSecretProblem] = useState<'required'>();
  const [busy, setBusy] = useState(false);
  const withPassword = user.providerData.some((p) => p.providerId === 'password');

  async function remove() {
    setError(undefined);
    const problem = stage === 'reauthenticate' && withPassword ? required(secret) : undefined;
    setSecretProblem(problem);
    if (problem) {
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
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
      setError(authErrorMessage(caught, copy.errors, requests));
    } finally {
      setBusy(false);
    }
  }

  const label = { idle: text.submit, confirm: text.confirm, reauthenticate: text.reauthSubmit };
  return (
    <section aria-labelledby="delete-heading" className="mt-10 border-t border-line pt-6">
      <h3 id="delete-heading" className="text-xl font-bold text-ink">
        {text.heading}
      </h3>
      <p className="mt-2 text-muted">{text.intro}</p>
      {stage === 'reauthenticate' && (
        <div className="mt-4 grid gap-4">
          <p className="text-muted">{withPassword ? text.reauthPassword : text.reauthGoogle}</p>
          {withPassword && (
            <TextField
              id={PASSWORD_ID}
              type="password"
              label={copy.fields.password.label}
              error={secretProblem && messages.password[secretProblem]}
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
