import { FormattedDate } from '@/components/formatted-date';
import { pageLocale } from '@/lib/i18n/page-locale';
import { quoted } from '@/lib/i18n/quote-marks';

/** What the press wrote, each with the article it comes from and its day. */
export function PressList({
  items,
}: {
  items: { outlet: string; quote: string; article: string; date: string }[];
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.article}>
          <figure className="flex h-full flex-col gap-3 border-t-2 border-tone-600 pt-4 dark:border-tone-400">
            <blockquote className="quote" cite={item.article}>
              {quoted(item.quote, pageLocale())}
            </blockquote>
            <figcaption className="mt-auto">
              <a
                href={item.article}
                className="inline-flex min-h-11 items-center text-lg font-bold tracking-tight text-ink underline-offset-4 hover:underline"
              >
                {item.outlet}
              </a>
              <span className="block text-sm text-muted">
                <FormattedDate date={item.date} />
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
