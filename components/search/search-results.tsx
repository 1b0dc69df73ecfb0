import { useAddressLocale } from '@/lib/i18n/use-address-locale';
import { useEffect, useRef } from 'react';
import type { SearchCopy } from '@/lib/content/search';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { pluralForm } from '@/lib/plural-form';
import { Button } from '../button';
import { EntryList } from '../entry-list';
import { Excerpt } from './excerpt';
import type { SearchState } from './use-site-search';

/**
 * The sentence that sums up a search: how many pages match, in the sentence the language's plural
 * rules choose for the count, or why there are none.
 */
function summary(copy: SearchCopy['results'], state: SearchState, locale: Locale): string {
  if (state.kind === 'idle') return '';
  if (state.kind === 'failed') return copy.failed;
  return pluralForm(copy.count, 'count', state.total, languageTags[locale], { query: state.query });
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
  const locale = useAddressLocale();
  const hits = state.kind === 'found' ? state.hits : [];
  const list = useRef<HTMLDivElement>(null);
  // "Show more" moves focus to the first result it added, so keyboard users carry on from there.
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    list.current?.querySelectorAll('a')[focusNext.current]?.focus();
    focusNext.current = null;
  }, [state]);

  return (
    <>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-muted">
        {summary(copy, state, locale)}
      </p>
      {hits.length > 0 && (
        <div ref={list} className="mt-4">
          <EntryList
            headingLevel={2}
            prefetch={false}
            entries={hits.map((hit) => ({
              href: hit.url,
              title: hit.title,
              meta: hit.section,
              summary: <Excerpt text={hit.excerpt} />,
            }))}
          />
        </div>
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
