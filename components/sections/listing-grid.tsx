import type { Listing } from '@/lib/content/pages';
import { ListingCard } from '../listing-card';

/** Example listings in a grid: two across on a phone, four on a laptop. */
export function ListingGrid({ items }: { items: Listing[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((listing) => (
        <li key={listing.title}>
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
