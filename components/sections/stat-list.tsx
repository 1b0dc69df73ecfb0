/** Key figures, value over label. */
export function StatList({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-line p-5"
        >
          <dt className="mt-1 text-sm text-muted">{item.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-link sm:text-3xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
