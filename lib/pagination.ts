import { loadUi } from './content/ui';
import { fill } from './format';
import type { Locale } from './i18n/locales';
import { pageLocale } from './i18n/page-locale';

/** Lists show this many entries a page; the rest follow on /<list>/page/<n>. */
export const PAGE_SIZE = 10;

/** How many pages `count` entries fill (an empty list still has its first page). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The entries on page `page` (1-based). */
export function pageOf<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** The address of page `page` of the list at `base`: the list itself for the first. */
export function pagePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/page/${page}`;
}

/** The numbers of the pages after the first, as route params ("2", "3", ...). */
export function laterPages(count: number): string[] {
  return Array.from({ length: pageCount(count) - 1 }, (_, index) => String(index + 2));
}

/** The title or heading of a later page of a list: "News, page 2". */
export function numbered(
  name: string,
  page: number | string,
  locale: Locale = pageLocale(),
): string {
  return fill(loadUi(locale).pagination.numbered, { name, page });
}
