import { Portrait } from '../portrait';

/** Team members or advisors: their portrait (a photo, or a drawing until one is uploaded), name, role, short bio. */
export function PeopleGrid({
  items,
}: {
  items: { portrait: string; photo?: string; name: string; role: string; bio: string }[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((person) => (
        <li key={person.name} className="flex gap-4 rounded-xl border border-line p-5">
          <Portrait name={person.portrait} photo={person.photo} size={64} />
          <div>
            <h3 className="font-semibold text-ink">{person.name}</h3>
            <p className="text-sm font-medium text-link">{person.role}</p>
            <p className="mt-2 text-sm leading-6 text-muted">{person.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
