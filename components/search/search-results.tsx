import { useEffect, useRef } from 'react';
import type { SearchCopy } from '@/lib/content/search';
import { fill } from '@/lib/format';
import { Button } from '../button';
import { Excerpt } from './excerpt';
import type { SearchState } from './use-site-search';

/** The sentence that sums up a search: how many pages match, or why there are none. */
function summary(copy: SearchCopy['results'], state: SearchState): string {
  if (state.kind === 'idle') return '';
  if (state.kind === 'failed') return copy.failed;
  const template = state.total === 0 ? copy.none : state.total === 1 ? copy.one : copy.many;
  return fill(template, { query: state.query, count: state.total });
}

/**
 * The summary in a polite live region (present from the start, so screen readers hear each new
 * one), then the matching pages: title linking to the page, its section, the excerpt.
 */
export function SearchResults({
  copy,
  state,
  onMore,
}: {
  copy: SearchCopy['results'];
  state: SearchState;
  onMore: () => void;
}) {
  const hits = state.kind === 'found' ? state.hits : [];
  const list = useRef<HTMLOListElement>(null);
  // "Show more" moves focus to the first result it added, so keyboard users carry on from there.
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    list.current?.querySelectorAll('a')[focusNext.current]?.focus();
    focusNext.current = null;
  }, [state]);

  return (
    <>
      <p
        role="status"
        className="mt-3 min-h-6 text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {summary(copy, state)}
      </p>
      {hits.length > 0 && (
        <ol ref={list} className="mt-4 space-y-4">
          {hits.map((hit) => (
            <li
              key={hit.url}
              className="relative rounded-xl border border-slate-200 p-5 focus-within:border-brand-500 hover:border-brand-400 hover:bg-brand-50 dark:border-slate-800 dark:hover:border-brand-600 dark:hover:bg-slate-900"
            >
              <h2 className="text-lg font-semibold text-slate-950 dark:text-white">
                {/* The link covers the whole card; its text stays the title for screen readers. */}
                <a
                  href={hit.url}
                  className="text-brand-800 after:absolute after:inset-0 after:rounded-xl dark:text-brand-200"
                >
                  {hit.title}
                </a>
              </h2>
              {hit.section && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{hit.section}</p>
              )}
              <p className="mt-2 text-base leading-7 break-words text-slate-700 dark:text-slate-300">
                <Excerpt text={hit.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {state.kind === 'found' && hits.length < state.total && (
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            focusNext.current = hits.length;
            onMore();
          }}
        >
          {copy.more}
        </Button>
      )}
    </>
  );
}
