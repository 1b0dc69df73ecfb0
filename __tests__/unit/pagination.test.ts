import { laterPages, numbered, pageCount, pageOf, pagePath, PAGE_SIZE } from '@/lib/pagination';

test('ten entries a page, and an empty list still has its first page', () => {
  expect(PAGE_SIZE).toBe(10);
  expect([0, 1, 10, 11, 20, 21].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
});

test('each page holds its own slice of the list', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);
  expect(pageOf(items, 1)).toEqual(items.slice(0, 10));
  expect(pageOf(items, 3)).toEqual([20, 21, 22]);
});

test('the first page is the list itself; later ones live under /page/<n>', () => {
  expect(pagePath('/news', 1)).toBe('/news');
  expect(pagePath('/news', 2)).toBe('/news/page/2');
  expect(laterPages(10)).toEqual([]);
  expect(laterPages(21)).toEqual(['2', '3']);
});

test('later pages are numbered in their title', () => {
  expect(numbered('News', 2)).toBe('News, page 2');
});
