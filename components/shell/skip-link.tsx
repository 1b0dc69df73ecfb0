/** The id of the page's <main>, where the skip link leads. */
export const mainId = 'main';

/** The first stop of the keyboard on every page: hidden until focused, it jumps to <main>. */
export function SkipLink({ label }: { label: string }) {
  return (
    // Its look is one class (skip-link), written once in the stylesheet rather than on every page.
    <a href={`#${mainId}`} className="skip-link">
      {label}
    </a>
  );
}
