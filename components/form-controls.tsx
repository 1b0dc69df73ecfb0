import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy, FormField, inputClass } from './form-field';

interface Described {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** The control's accessibility wiring: its hint and error, and whether it is invalid. */
function wiring({ id, hint, error }: Described) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: inputClass,
  };
}

/** A labelled input with its hint and error wired to aria-describedby and aria-invalid. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input {...input} {...wiring({ id, label, hint, error })} />
    </FormField>
  );
}

/** A labelled select; `options` are [value, label] pairs. */
export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  ...select
}: Described & {
  options: [string, string][];
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <select {...select} {...wiring({ id, label, hint, error })}>
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...textarea
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <textarea {...textarea} {...wiring({ id, label, hint, error })} />
    </FormField>
  );
}
