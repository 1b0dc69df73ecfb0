/** Links to the sections of a long page. */
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
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="toc-heading" className="text-base font-semibold text-slate-950 dark:text-white">
        {label}
      </h2>
      <ol className="mt-3 grid list-decimal gap-x-8 pl-5 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        {headings.map((heading) => (
          <li key={heading.id}>
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
