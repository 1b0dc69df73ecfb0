import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPagefind, searchSite, type SearchHit, type SearchMatches } from '@/lib/pagefind';

/** How many results show at first, and how many more each "show more" adds. */
const PAGE_SIZE = 10;

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'found'; query: string; total: number; hits: SearchHit[] }
  | { kind: 'failed' };

/** Keeps the query in the address (?q=), so a search can be shared and Back returns to it. */
function keepInAddress(query: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  window.history.replaceState(null, '', url);
}

/**
 * The search field (`input`, left uncontrolled) and the results of the latest query. Pagefind is
 * fetched on the field's first focus or input (`prepare`), never before.
 */
export function useSiteSearch() {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  // Answers arrive out of order while typing: only the latest query's may show.
  const latest = useRef('');
  const matches = useRef<SearchMatches | null>(null);

  const search = useCallback(async (typed: string) => {
    const wanted = typed.trim();
    latest.current = wanted;
    keepInAddress(wanted);
    if (!wanted) {
      setState({ kind: 'idle' });
      return;
    }
    try {
      const found = await searchSite(wanted);
      if (!found || latest.current !== wanted) return;
      const hits = await found.hits(0, PAGE_SIZE);
      if (latest.current !== wanted) return;
      matches.current = found;
      setState({ kind: 'found', query: wanted, total: found.total, hits });
    } catch {
      if (latest.current === wanted) setState({ kind: 'failed' });
    }
  }, []);

  // An address with a query (shared, reloaded, or come back to) shows its results straight away.
  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q') ?? '';
    if (!initial.trim() || !input.current) return;
    input.current.value = initial;
    search(initial);
  }, [search]);

  return {
    input,
    state,
    prepare: () => {
      loadPagefind().catch(() => undefined);
    },
    change: search,
    /** Adds the next results of the query shown. */
    more: async () => {
      if (state.kind !== 'found' || !matches.current) return;
      const from = state.hits.length;
      try {
        const next = await matches.current.hits(from, from + PAGE_SIZE);
        if (latest.current === state.query) setState({ ...state, hits: [...state.hits, ...next] });
      } catch {
        if (latest.current === state.query) setState({ kind: 'failed' });
      }
    },
  };
}
