import { loadAuth } from '@/lib/content/auth';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import type { Locale } from '@/lib/i18n/locales';
import { menuLinks } from '@/lib/routes';
import { AccountStatus } from './account-status';
import { Brand } from './brand';
import { languageNames } from '@/lib/i18n/language-names';
import { MobileMenu } from './mobile-menu';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

/**
 * The site's side menu: a permanent pane from 768px (Tailwind `md`), a top bar with an overlay
 * menu below that. The pane's links are plain HTML, so they work before (and without) JavaScript.
 * `languageLinks`: this page in each language, for the language menu (lib/routes languageLinks).
 */
export function SideMenu({ languageLinks }: { languageLinks: Record<Locale, string> }) {
  const { name, logo } = loadSite();
  const brand = { name, logo };
  const links = menuLinks();
  const ui = loadUi();
  const languages = languageNames();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-page/95 md:fixed md:inset-y-0 md:left-0 md:w-64 md:border-b-0 md:bg-page">
      {/* In the 256 px pane, a sign-in link too long to sit beside the logo (Portuguese, Spanish,
          French) takes a line of its own rather than breaking its words over two. */}
      <div className="flex h-16 items-center justify-between gap-4 px-4 md:h-auto md:flex-wrap md:gap-y-1 md:px-5 md:pt-6 md:pb-4">
        <Brand brand={brand} />
        <div className="flex min-w-0 items-center gap-2">
          <AccountStatus labels={loadAuth().menu} />
          <MobileMenu
            brand={brand}
            links={links}
            labels={{
              menuButton: ui.menuButton,
              closeMenu: ui.closeMenu,
              mainNav: ui.mainNav,
              languageNav: ui.languageNav,
              languages,
              languageLinks,
            }}
          />
        </div>
      </div>
      <div className="hidden px-3 md:block">
        <nav aria-label={ui.mainNav}>
          <NavLinks links={links} />
        </nav>
        <div className="mt-6 border-t border-line pt-4">
          <LanguageSwitcher label={ui.languageNav} names={languages} links={languageLinks} />
        </div>
      </div>
    </header>
  );
}
