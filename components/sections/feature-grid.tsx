/** Cards of title + text: benefits, values, programme perks. */
export function FeatureGrid({ items }: { items: { title: string; body: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h3 className="font-semibold text-slate-950 dark:text-white">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
