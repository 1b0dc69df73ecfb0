/** Links to the sections of a long page. No list markers: legal headings carry their own numbers. */
export function TableOfContents({
  label,
  headings,
}: {
  label: string;
  headings: { id: string; text: string }[];
}) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="mt-8 max-w-prose rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="toc-heading" className="text-base font-semibold text-slate-950 dark:text-white">
        {label}
      </h2>
      <ol className="mt-3 gap-x-8 text-sm text-slate-700 sm:columns-2 dark:text-slate-300">
        {headings.map((heading) => (
          <li key={heading.id} className="break-inside-avoid">
            <a
              href={`#${heading.id}`}
              className="inline-flex min-h-9 items-center underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
