import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { NavLinks } from '@/components/shell/nav-links';
import { menuLinks } from '@/lib/routes';
import { specMenu } from '../support/spec';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const onPage = (pathname: string) => jest.mocked(usePathname).mockReturnValue(pathname);

describe('NavLinks', () => {
  it('lists the four spec entries in order', () => {
    onPage('/welcome');
    render(<NavLinks layout="list" links={menuLinks()} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(specMenu);
  });

  it.each(specMenu)('marks only %s (%s) as the current page', (label, href) => {
    onPage(href);
    render(<NavLinks layout="list" links={menuLinks()} />);
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('marks no entry on a page outside the menu', () => {
    onPage('/jobs');
    render(<NavLinks layout="list" links={menuLinks()} />);
    for (const link of screen.getAllByRole('link'))
      expect(link).not.toHaveAttribute('aria-current');
  });
});
