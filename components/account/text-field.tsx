import type { InputHTMLAttributes } from 'react';
import { describedBy, FormField, inputClass } from '../form-field';

/** A labelled input with its hint and error wired to aria-describedby and aria-invalid. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...input}
      />
    </FormField>
  );
}
