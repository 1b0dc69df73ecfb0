import type { Listing } from '@/lib/content/pages';
import { loadUi } from '@/lib/content/ui';
import { fill, formatEuros } from '@/lib/format';
import { Illustration } from './illustration';
import { ExampleLabel } from './example-label';
import { Rating } from './rating';
import { pageLocale } from '@/lib/i18n/page-locale';

/** An example listing, labelled so: the item's picture, its title and price, who sells it and where. */
export function ListingCard({ listing, priority }: { listing: Listing; priority?: boolean }) {
  return (
    <div className="card overflow-hidden">
      <div className="listing-picture">
        <Illustration
          emoji={listing.emoji}
          alt=""
          size={96}
          priority={priority}
          className="size-24"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <ExampleLabel />
        <p className="leading-5 font-semibold text-ink">{listing.title}</p>
        <p className="text-base font-bold text-ink">{formatEuros(listing.price, pageLocale())}</p>
        <p className="card-meta">
          <Rating rating={listing.rating} />
          <span>
            {fill(loadUi().cards.seller, { seller: listing.seller, place: listing.place })}
          </span>
        </p>
      </div>
    </div>
  );
}
