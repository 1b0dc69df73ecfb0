/** Key figures, value over label. */
export function StatList({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <dt className="mt-1 text-sm text-slate-700 dark:text-slate-300">{item.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl dark:text-brand-300">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
