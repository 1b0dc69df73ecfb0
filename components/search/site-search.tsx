'use client';

import { useAddressLocale } from '@/lib/i18n/use-address-locale';
import { localePath } from '@/lib/i18n/paths';
import { useId } from 'react';
import type { SearchCopy } from '@/lib/content/search';
import { TextField } from '../forms/text-field';
import { SearchResults } from './search-results';
import { useSiteSearch } from './use-site-search';

/**
 * The site's search field and its results, as the visitor types. Without JavaScript the form is an
 * ordinary GET to /search?q=…, which says that search needs JavaScript and offers other ways in.
 */
export function SiteSearch({ field, results }: Pick<SearchCopy, 'field' | 'results'>) {
  const id = useId();
  const { input, state, prepare, change, more } = useSiteSearch();
  return (
    <div className="mt-8">
      <form
        role="search"
        action={localePath('/search', useAddressLocale())}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="max-w-xl"
      >
        <TextField
          id={id}
          name="q"
          type="search"
          label={field.label}
          hint={field.hint}
          ref={input}
          onFocus={prepare}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <SearchResults copy={results} state={state} onMore={more} />
    </div>
  );
}
