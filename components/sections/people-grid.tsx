/** Team members or advisors: name, role, short bio. */
export function PeopleGrid({ items }: { items: { name: string; role: string; bio: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((person) => (
        <li
          key={person.name}
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h3 className="font-semibold text-slate-950 dark:text-white">{person.name}</h3>
          <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{person.role}</p>
          <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
