import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/shell/mobile-menu';
import { accountPath, signInHref } from '@/lib/account-addresses';
import { audiences } from '@/lib/audiences';
import { loadAuth } from '@/lib/content/auth';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import { languageNames } from '@/lib/i18n/language-names';
import { audienceLinks, languageLinks, menuLinks } from '@/lib/routes';
import { wordmark } from '@/lib/wordmark';
import { specMenu } from '../support/spec';

const { signIn, create } = loadAuth().menu;
const labels = {
  ...loadUi(),
  marketplace: loadSite().footer.marketplace,
  signIn,
  create,
  languages: languageNames(),
  languageLinks: languageLinks('/about'),
};

jest.mock('next/navigation', () => ({ usePathname: () => '/about' }));

async function openMenu() {
  const user = userEvent.setup();
  render(
    <MobileMenu
      wordmark={wordmark()}
      links={menuLinks()}
      sides={audienceLinks()}
      labels={labels}
    />,
  );
  const button = screen.getByRole('button', { name: labels.menuButton });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  // The dialog is lazy-loaded (React.lazy) on first use: its module's first load, beside the
  // build in `npm test`, took over the default second.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  return { user, button, dialog };
}

describe('MobileMenu', () => {
  it('opens a dialog with the four entries, the current one marked', async () => {
    const { button, dialog } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: labels.mainNav });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(specMenu);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(dialog.querySelector('[aria-current="page"]')).toHaveTextContent('About');
  });

  it('offers an account first, then the four sides of the marketplace around the entries', async () => {
    const { dialog } = await openMenu();
    const links = Array.from(dialog.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links.slice(0, 2)).toEqual([accountPath, signInHref]);
    expect(screen.getByRole('link', { name: create })).toHaveAttribute('href', accountPath);
    const sides = screen.getByRole('navigation', { name: labels.marketplace });
    expect(
      Array.from(sides.querySelectorAll('a')).map((link) => link.getAttribute('href')),
    ).toEqual(Object.keys(audiences));
  });

  it('links the same page in each language, each link in its own language', async () => {
    await openMenu();
    const nav = screen.getByRole('navigation', { name: labels.languageNav });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['English', '/about', 'en-GB'],
      ['Português', '/pt/about', 'pt-PT'],
      ['Español', '/es/about', 'es-ES'],
      ['Français', '/fr/about', 'fr-FR'],
    ]);
    expect(nav.querySelector('[aria-current]')).toHaveTextContent('English');
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const { user, button } = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes when a link is followed', async () => {
    // jsdom cannot navigate; keep the click but cancel its default (the link's own onClick still runs).
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stopNavigation, true);
    const { user, dialog } = await openMenu();
    const contact = Array.from(dialog.querySelectorAll('a')).find(
      (link) => link.getAttribute('href') === '/contact',
    );
    expect(contact).toBeDefined();
    await user.click(contact!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    window.removeEventListener('click', stopNavigation, true);
  });

  it('closes with its close button', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: labels.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
