import { pageLocale } from '@/lib/i18n/page-locale';
import { quoted } from '@/lib/i18n/quote-marks';
import { Portrait } from '../portrait';

/** What members say: a portrait, the quote, who they are, and how their story was collected. */
export function QuoteList({
  items,
}: {
  items: { quote: string; name: string; role: string; portrait: string; collected: string }[];
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col gap-4 rounded-2xl bg-subtle p-6">
            <blockquote className="quote">{quoted(item.quote, pageLocale())}</blockquote>
            <figcaption className="mt-auto flex flex-col gap-3 text-sm text-muted">
              <span className="flex items-center gap-3">
                <Portrait name={item.portrait} size={48} />
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
