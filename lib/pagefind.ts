// Browser only: the page fetches Pagefind's script from the site on first use.
import 'client-only';

/** What a search result shows of a page that matches. */
export interface SearchHit {
  /** The page's clean address, e.g. /help/fees-explained. */
  url: string;
  title: string;
  /** The part of the site it belongs to (its breadcrumb parent), e.g. "Help Center". */
  section?: string;
  /** Plain text around the matches, each matched word wrapped in <mark>. */
  excerpt: string;
}

/** The pages that match one query, best first: how many, and the hits of any slice of them. */
export interface SearchMatches {
  total: number;
  hits(from: number, to: number): Promise<SearchHit[]>;
}

/** The part of Pagefind's browser API the search field uses. */
interface Pagefind {
  init(): Promise<void>;
  /** Resolves to null when a later call replaced this one within the debounce time. */
  debouncedSearch(query: string): Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string; section?: string } }>;
}

// The build writes Pagefind's files into out/pagefind/ after bundling (scripts/search-index.mjs):
// the bundler must leave this import alone, and the browser fetches it on first use.
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind, downloaded the first time a visitor uses a search field and kept for the page's life.
 * A failed download is forgotten, so the next use tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  if (!loading) {
    loading = import(/* turbopackIgnore: true */ /* webpackIgnore: true */ PAGEFIND_SCRIPT).then(
      async (pagefind: Pagefind) => {
        await pagefind.init();
        return pagefind;
      },
    );
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The pages matching `query`, or null when a later query replaced it while typing. */
export async function searchSite(query: string): Promise<SearchMatches | null> {
  const search = await (await loadPagefind()).debouncedSearch(query);
  if (!search) return null;
  return {
    total: search.results.length,
    hits: (from, to) =>
      Promise.all(
        search.results.slice(from, to).map(async (result) => {
          const { url, excerpt, meta } = await result.data();
          return { url, excerpt, title: meta.title ?? url, section: meta.section };
        }),
      ),
  };
}
