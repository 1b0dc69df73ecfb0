/**
 * The live region of a form: success as a polite status, failure as an alert. Both regions stay
 * in the page so screen readers announce what is written into them.
 */
export function FormStatus({ success, error }: { success?: string; error?: string }) {
  return (
    <>
      <p
        role="status"
        className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300"
      >
        {success}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
    </>
  );
}

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-400 px-5 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-70 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800';
