import { pageLocale } from '@/lib/i18n/page-locale';
import { quoted } from '@/lib/i18n/quote-marks';
import { Monogram } from '../monogram';

/**
 * What members say: the quote, who they are, and how their story was collected. A row: on a
 * phone it scrolls sideways, a card and the edge of the next in view; on a laptop all stand side
 * by side. The row takes the keyboard's focus, so it scrolls from the keyboard too.
 */
export function QuoteList({
  items,
}: {
  items: { quote: string; name: string; role: string; photo?: string; collected: string }[];
}) {
  return (
    <ul className="swipe-row gap-4 sm:grid lg:grid-cols-3" tabIndex={0}>
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col gap-4 rounded-2xl bg-subtle p-4 sm:p-6">
            <blockquote className="quote">{quoted(item.quote, pageLocale())}</blockquote>
            <figcaption className="mt-auto flex flex-col gap-3 text-sm text-muted">
              <span className="flex items-center gap-3">
                <Monogram name={item.name} photo={item.photo} />
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  {item.role}
                </span>
              </span>
              <span className="text-xs">{item.collected}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
