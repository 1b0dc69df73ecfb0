import type { ComponentProps } from 'react';
import { controlProps, Field, type Described } from './field';

/** A labelled input. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: Described & ComponentProps<'input'>) {
  const described = { id, label, hint, error };
  return (
    <Field {...described}>
      <input {...input} {...controlProps(described)} />
    </Field>
  );
}
