import type { SelectHTMLAttributes } from 'react';
import { controlProps, Field, type Described } from './field';

/**
 * A labelled select; `options` are [value, label] pairs. With a `placeholder`, an empty first
 * option asks for a choice (a required select must start with one).
 */
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
  const described = { id, label, hint, error };
  return (
    <Field {...described}>
      <select {...select} {...controlProps(described)}>
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
    </Field>
  );
}
