import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageOffer } from '@/components/shell/language-offer';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { loadUi } from '@/lib/content/ui';
import { hasChosenLanguage, rememberLanguageChoice } from '@/lib/i18n/language-choice';
import { languageNames } from '@/lib/i18n/language-names';
import { languageOffers } from '@/lib/i18n/language-offers';
import type { Locale } from '@/lib/i18n/locales';
import { languageLinks } from '@/lib/routes';

let mockPathname = '/about';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

// What app/language-offer.json serves; jsdom has no fetch, so the tests answer it.
const offers = languageOffers();
const fetchOffers = jest.fn(async () => ({ json: async () => offers }));
/** navigator.languages, as the test visit sets it: read once the offer is decided. */
let languagesRead: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  fetchOffers.mockClear();
  window.fetch = fetchOffers as unknown as typeof window.fetch;
});
afterEach(() => jest.restoreAllMocks());

/** Renders the offer on `path` for a browser whose languages are `languages`. */
function visit(path: string, languages: string[]) {
  mockPathname = path;
  languagesRead = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  return render(<LanguageOffer />);
}

/**
 * Waits for the offer's decision (the browser's languages read), then for the card a wrong offer
 * would have rendered: once its module is loaded, a card would have mounted and fetched its words.
 */
async function expectNoOffer() {
  await waitFor(() => expect(languagesRead).toHaveBeenCalled());
  await act(() => import('@/components/shell/language-offer-card'));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(fetchOffers).not.toHaveBeenCalled();
}

const words = (locale: Locale) => loadUi(locale).languageOffer;

test('offers a browser that prefers Portuguese the English page in Portuguese', async () => {
  visit('/about', ['pt-BR', 'en-GB']);
  const offer = await screen.findByRole('complementary', { name: words('pt').text });
  expect(offer).toHaveAttribute('lang', 'pt-PT');
  const link = screen.getByRole('link', { name: words('pt').accept });
  expect(link).toHaveAttribute('href', '/pt/about');
  expect(link).toHaveAttribute('hreflang', 'pt-PT');
  expect(screen.getByRole('button', { name: 'Continuar em inglês' })).toBeInTheDocument();
  expect(fetchOffers).toHaveBeenCalledTimes(1);
  expect(fetchOffers).toHaveBeenCalledWith('/language-offer.json');
});

test.each([
  ['es-MX', '/pt/help', 'es', '/es/help', 'Seguir en portugués'],
  ['fr-CA', '/es/jobs', 'fr', '/fr/jobs', 'Rester en espagnol'],
  ['en-US', '/fr/welcome', 'en', '/welcome', 'Stay in French'],
] as const)(
  'a browser preferring %s on %s is offered %s: %s',
  async (tag, path, locale, address, dismiss) => {
    visit(path, [tag]);
    const offer = await screen.findByRole('complementary', { name: words(locale).text });
    expect(offer).toHaveAttribute('lang', { es: 'es-ES', fr: 'fr-FR', en: 'en-GB' }[locale]);
    expect(screen.getByRole('link', { name: words(locale).accept })).toHaveAttribute(
      'href',
      address,
    );
    expect(screen.getByRole('button', { name: dismiss })).toBeInTheDocument();
  },
);

test.each([
  ['the page is in the preferred language', '/pt/about', ['pt-BR', 'en']],
  ['the first of the site’s languages preferred is the page’s', '/about', ['de', 'en-US', 'pt']],
  ['the browser prefers none of the site’s languages', '/about', ['de-DE', 'ja']],
])('offers nothing when %s', async (_case, path, languages) => {
  visit(path, languages);
  await expectNoOffer();
});

test('offers nothing to a visitor who has answered before', async () => {
  rememberLanguageChoice('en');
  visit('/about', ['pt-PT']);
  await expectNoOffer();
});

test('offers nothing where storage cannot be read, since it could not keep the answer', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  visit('/about', ['pt-PT']);
  await expectNoOffer();
});

test('offers nothing when its words cannot be fetched', async () => {
  fetchOffers.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  visit('/about', ['pt-PT']);
  await waitFor(() => expect(fetchOffers).toHaveBeenCalled());
  // The refusal settles in the card's effect: flushed, the card has drawn what it will.
  await act(() => fetchOffers.mock.results[0].value.catch(() => undefined));
  expect(screen.queryByRole('complementary')).toBeNull();
});

test('dismissed, it goes away and stays away', async () => {
  const user = userEvent.setup();
  const { unmount } = visit('/about', ['pt-PT']);
  await user.click(await screen.findByRole('button', { name: 'Continuar em inglês' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(hasChosenLanguage()).toBe(true);
  unmount();
  fetchOffers.mockClear();
  visit('/welcome', ['pt-PT']);
  await expectNoOffer();
});

test('left unanswered, it is not made again on the next page', async () => {
  const { unmount } = visit('/about', ['pt-PT']);
  await screen.findByRole('complementary');
  expect(hasChosenLanguage()).toBe(false);
  window.dispatchEvent(new Event('pagehide'));
  expect(hasChosenLanguage()).toBe(true);
  unmount();
  fetchOffers.mockClear();
  visit('/welcome', ['pt-PT']);
  await expectNoOffer();
});

describe('choices that answer the offer', () => {
  // jsdom cannot navigate; keep the click but cancel its default (the link's own onClick still runs).
  const stopNavigation = (event: MouseEvent) => event.preventDefault();
  beforeEach(() => window.addEventListener('click', stopNavigation, true));
  afterEach(() => window.removeEventListener('click', stopNavigation, true));

  test('accepting it', async () => {
    const user = userEvent.setup();
    visit('/about', ['pt-PT']);
    await user.click(await screen.findByRole('link', { name: words('pt').accept }));
    expect(hasChosenLanguage()).toBe(true);
  });

  // The switcher's menu opens and the page changes in steps a busy machine takes seconds over.
  test('picking a language in the language switcher', async () => {
    const user = userEvent.setup();
    mockPathname = '/about';
    render(
      <LanguageSwitcher
        label={loadUi().languageNav}
        names={languageNames()}
        links={languageLinks('/about')}
      />,
    );
    expect(hasChosenLanguage()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Português' }));
    expect(hasChosenLanguage()).toBe(true);
  }, 20_000);
});
