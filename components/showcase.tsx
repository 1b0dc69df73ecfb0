import type { Listing, Talent } from '@/lib/content/pages';
import { ListingCard } from './listing-card';
import { TalentCard } from './talent-card';

/**
 * How many of the examples a phone's first screen shows at most (two rows of listings), when the
 * opening leaves room for them.
 */
const FIRST_SCREEN_EXAMPLES = 4;

/**
 * Examples from the marketplace beside a page's opening, under a label that says they are examples.
 * `inFirstScreen`: whether the examples begin in the first screen on a phone as well as on a laptop;
 * their first pictures are then fetched with the page, not once the layout finds them in view.
 */
export function Showcase({
  label,
  listings,
  talents,
  inFirstScreen,
}: {
  label: string;
  listings: Listing[];
  talents: Talent[];
  inFirstScreen: boolean;
}) {
  const priority = (index: number) => inFirstScreen && index < FIRST_SCREEN_EXAMPLES;
  return (
    <figure className="rounded-3xl bg-tone-50 p-4 sm:p-6 dark:bg-tone-950/40">
      <figcaption className="mb-3 text-sm font-semibold text-tone-800 dark:text-tone-200">
        {label}
      </figcaption>
      <ul className="grid grid-cols-2 gap-3">
        {listings.map((listing, index) => (
          <li key={listing.title}>
            <ListingCard listing={listing} priority={priority(index)} />
          </li>
        ))}
        {talents.map((talent, index) => (
          <li key={talent.name} className={talents.length % 2 === 1 ? 'col-span-2' : undefined}>
            <TalentCard talent={talent} priority={priority(listings.length + index)} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
