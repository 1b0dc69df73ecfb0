import type { ReactNode } from 'react';

/** What every field shows around its control: a label, an optional hint, and an error when invalid. */
export interface Described {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** The one look of every text box, select and text area. */
const controlClass =
  'block w-full rounded-lg border border-slate-400 bg-card px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-red-600 dark:border-slate-500';

/** The control's wiring: its hint and error in aria-describedby, aria-invalid when it has an error. */
export function controlProps({ id, hint, error }: Described) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: controlClass,
  };
}

/** A labelled form control with its hint and error message. */
export function Field({ id, label, hint, error, children }: Described & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
