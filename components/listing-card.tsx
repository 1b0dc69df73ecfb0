import type { Listing } from '@/lib/content/pages';
import { loadUi } from '@/lib/content/ui';
import { fill, formatEuros } from '@/lib/format';
import { Illustration } from './illustration';
import { Rating } from './rating';
import { pageLocale } from '@/lib/i18n/page-locale';

/** An example listing: the item's picture, its title and price, who sells it and where. */
export function ListingCard({ listing, priority }: { listing: Listing; priority?: boolean }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <div className="flex aspect-[4/3] items-center justify-center bg-tone-50 dark:bg-tone-950/60">
        <Illustration
          emoji={listing.emoji}
          alt=""
          size={96}
          priority={priority}
          className="size-24"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="leading-5 font-semibold text-slate-950 dark:text-white">{listing.title}</p>
        <p className="text-base font-bold text-slate-950 dark:text-white">
          {formatEuros(listing.price, pageLocale())}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 text-slate-600 dark:text-slate-300">
          <Rating rating={listing.rating} />
          <span>
            {fill(loadUi().cards.seller, { seller: listing.seller, place: listing.place })}
          </span>
        </p>
      </div>
    </div>
  );
}
