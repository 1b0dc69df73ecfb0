import type { Talent } from '@/lib/content/pages';
import { TalentCard } from '../talent-card';

/** Example talent cards in a grid. */
export function TalentGrid({ items }: { items: Talent[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
      {items.map((talent) => (
        <li key={talent.name}>
          <TalentCard talent={talent} />
        </li>
      ))}
    </ul>
  );
}
