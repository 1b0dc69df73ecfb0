/**
 * A figure is set at number size; a value in words ("one working day", "Tuesday and Friday")
 * would take three lines at that size, so it is set at a heading's.
 */
const isFigure = (value: string) => /\d/.test(value);

/** Key figures, value over label. */
export function StatList({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-line p-4 sm:p-5"
        >
          <dt className="mt-1 text-sm text-muted">{item.label}</dt>
          <dd
            className={`font-bold tracking-tight text-link ${isFigure(item.value) ? 'text-2xl sm:text-3xl' : 'text-lg leading-7 sm:text-xl'}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
