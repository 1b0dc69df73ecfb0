import { loadUi } from '@/lib/content/ui';
import { fill } from '@/lib/format';
import { pagePath } from '@/lib/pagination';
import { ButtonLink } from './button-link';

/**
 * Where a page of a long list sits, with links to the pages before and after it (not part of the
 * page's text for site search).
 */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const text = loadUi().pagination;
  return (
    <nav
      aria-label={text.label}
      data-pagefind-ignore
      className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6"
    >
      {page > 1 ? (
        <ButtonLink variant="secondary" href={pagePath(base, page - 1)} rel="prev">
          <span aria-hidden="true">←&nbsp;</span>
          {text.previous}
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{fill(text.status, { page, pages })}</p>
      {page < pages ? (
        <ButtonLink variant="secondary" href={pagePath(base, page + 1)} rel="next">
          {text.next}
          <span aria-hidden="true">&nbsp;→</span>
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
