import { fill, formatRating } from '@/lib/format';
import { loadUi } from '@/lib/content/ui';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The rating's star: one filled shape. Cards repeat it, and each copy is drawn twice into the
 * page (the HTML and the payload React hydrates from), so it is a short path, not the line
 * icon's rounded outline, whose path is many times as long.
 */
function Star() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path d="M12 2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.1 3.4 1.4-6.8-5.1-4.7 6.9-.8z" />
    </svg>
  );
}

/** "★ 4.9", read out as "Rated 4.9 out of 5". */
export function Rating({ rating }: { rating: number }) {
  const written = formatRating(rating, pageLocale());
  return (
    <span className="rating">
      <Star />
      <span aria-hidden="true">{written}</span>
      <span className="sr-only">{fill(loadUi().cards.rating, { rating: written })}</span>
    </span>
  );
}
