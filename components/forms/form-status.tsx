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
