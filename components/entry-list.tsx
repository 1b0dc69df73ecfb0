import { LocalLink as Link } from '@/components/local-link';
import type { ReactNode } from 'react';

export interface Entry {
  href: string;
  title: string;
  /** A line or two about the entry (a search result's excerpt, with its matches marked). */
  summary: ReactNode;
  /** A short line under the title: date, location, type. */
  meta?: ReactNode;
  /** An anchor for the entry, for links into the list. */
  id?: string;
}

/**
 * A list of jobs, articles or search results, each a card that links to its page. Search results
 * turn the router's prefetch off: a query's pages are not worth fetching before one is chosen.
 */
export function EntryList({
  entries,
  headingLevel,
  prefetch,
}: {
  entries: Entry[];
  headingLevel: 2 | 3;
  prefetch?: false;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="space-y-4">
      {entries.map((entry) => (
        <li key={entry.href} id={entry.id} className="entry-card">
          <Heading className="text-lg font-semibold text-ink">
            {/* The link covers the whole card; its text stays the title for screen readers. */}
            <Link href={entry.href} prefetch={prefetch} className="entry-card-link">
              {entry.title}
            </Link>
          </Heading>
          {entry.meta && <p className="mt-1 text-sm text-muted">{entry.meta}</p>}
          <p className="mt-2 text-base leading-7 text-muted">{entry.summary}</p>
        </li>
      ))}
    </ul>
  );
}
