import { fill, formatRating } from '@/lib/format';
import { loadUi } from '@/lib/content/ui';
import { Icon } from './icon';
import { pageLocale } from '@/lib/i18n/page-locale';

/** "★ 4.9", read out as "Rated 4.9 out of 5". */
export function Rating({ rating }: { rating: number }) {
  const written = formatRating(rating, pageLocale());
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
      <Icon name="star" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">{written}</span>
      <span className="sr-only">{fill(loadUi().cards.rating, { rating: written })}</span>
    </span>
  );
}
