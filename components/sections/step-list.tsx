/** Numbered steps: how something works, in order. */
export function StepList({ items }: { items: { title: string; body: string }[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-950 dark:text-white">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300">{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
