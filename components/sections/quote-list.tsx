/** What members say, attributed. */
export function QuoteList({ items }: { items: { quote: string; name: string; role: string }[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="h-full rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
            <blockquote className="text-base leading-7 text-slate-800 dark:text-slate-200">
              “{item.quote}”
            </blockquote>
            <figcaption className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              <span className="font-semibold text-slate-950 dark:text-white">{item.name}</span>,{' '}
              {item.role}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
