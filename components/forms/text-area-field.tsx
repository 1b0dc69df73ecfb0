import type { TextareaHTMLAttributes } from 'react';
import { controlProps, Field, type Described } from './field';

/** A labelled multi-line text box. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...textarea
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const described = { id, label, hint, error };
  return (
    <Field {...described}>
      <textarea {...textarea} {...controlProps(described)} />
    </Field>
  );
}
