import type { Listing, Talent } from '@/lib/content/pages';
import { ListingCard } from './listing-card';
import { TalentCard } from './talent-card';

/** Examples from the marketplace beside a page's opening, under a label that says they are examples. */
export function Showcase({
  label,
  listings,
  talents,
}: {
  label: string;
  listings: Listing[];
  talents: Talent[];
}) {
  return (
    <figure className="rounded-3xl bg-tone-50 p-4 sm:p-6 dark:bg-tone-950/40">
      <figcaption className="mb-3 text-sm font-semibold text-tone-800 dark:text-tone-200">
        {label}
      </figcaption>
      <ul className="grid grid-cols-2 gap-3">
        {listings.map((listing) => (
          <li key={listing.title}>
            <ListingCard listing={listing} />
          </li>
        ))}
        {talents.map((talent) => (
          <li key={talent.name} className={talents.length % 2 === 1 ? 'col-span-2' : undefined}>
            <TalentCard talent={talent} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
