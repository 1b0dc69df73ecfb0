import { render, screen } from '@testing-library/react';
import { PressList } from '@/components/sections/press-list';
import type { Locale } from '@/lib/i18n/locales';

let mockLocale: Locale = 'en';
jest.mock('@/lib/i18n/page-locale', () => ({ pageLocale: () => mockLocale }));

// A quote on a page wears the marks of the page's language, not English's everywhere.
test.each([
  ['en', '“Fair fees.”'],
  ['pt', '«Fair fees.»'],
  ['es', '«Fair fees.»'],
  ['fr', '«\u202fFair fees.\u202f»'],
] as const)('in %s: %s', (locale, shown) => {
  mockLocale = locale;
  const article = { article: 'https://news.example/2026/fair-fees', date: '2026-11-02' };
  render(<PressList items={[{ outlet: 'Outlet', quote: 'Fair fees.', ...article }]} />);
  expect(screen.getByRole('blockquote' as never)).toHaveTextContent(shown, {
    normalizeWhitespace: false,
  });
});

test('names the article it quotes, its address and its day', () => {
  mockLocale = 'en';
  const article = { article: 'https://news.example/2026/fair-fees', date: '2026-11-02' };
  render(<PressList items={[{ outlet: 'Outlet', quote: 'Fair fees.', ...article }]} />);
  expect(screen.getByRole('link', { name: 'Outlet' })).toHaveAttribute('href', article.article);
  expect(screen.getByRole('blockquote' as never)).toHaveAttribute('cite', article.article);
  expect(screen.getByText(/2026/)).toBeInTheDocument();
});
