import { pageLocale } from '@/lib/i18n/page-locale';
import { quoted } from '@/lib/i18n/quote-marks';

/** What the press wrote, each linked to the article. */
export function PressList({ items }: { items: { outlet: string; quote: string; href: string }[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.outlet}>
          <figure className="flex h-full flex-col gap-3 border-t-2 border-tone-600 pt-4 dark:border-tone-400">
            <blockquote className="quote">{quoted(item.quote, pageLocale())}</blockquote>
            <figcaption className="mt-auto">
              <a
                href={item.href}
                className="inline-flex min-h-11 items-center text-lg font-bold tracking-tight text-ink underline-offset-4 hover:underline"
              >
                {item.outlet}
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
