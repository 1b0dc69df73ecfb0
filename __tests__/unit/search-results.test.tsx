import { render, screen } from '@testing-library/react';
import { SearchResults } from '@/components/search/search-results';
import { loadSearch } from '@/lib/content/search';

const copy = loadSearch().results;

it('renders an excerpt with its matches as <mark> elements and the rest as text', () => {
  const excerpt = 'Write <img src=x onerror=alert(1)> to get <mark>refunds</mark> fast';
  const { container } = render(
    <SearchResults
      copy={copy}
      state={{
        kind: 'found',
        query: 'refunds',
        total: 1,
        hits: [{ url: '/faq', title: 'FAQ', excerpt }],
      }}
      onMore={() => undefined}
    />,
  );
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
    'refunds',
  ]);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('li p:last-child')).toHaveTextContent(
    'Write <img src=x onerror=alert(1)> to get refunds fast',
  );
});
