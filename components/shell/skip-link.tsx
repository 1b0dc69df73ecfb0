/** The id of the page's <main>, where the skip link leads. */
export const mainId = 'main';

/** The first stop of the keyboard on every page: hidden until focused, it jumps to <main>. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${mainId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800"
    >
      {label}
    </a>
  );
}
