import { buttonClass } from '@/components/button';
import { LocalLink as Link } from '@/components/local-link';
import { accountPath } from '@/lib/account-addresses';
import { joinHref } from '@/lib/audiences';
import { loadAuth } from '@/lib/content/auth';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import type { Role } from '@/lib/roles';
import { audienceLinks, menuLinks } from '@/lib/routes';
import { wordmark } from '@/lib/wordmark';
import { AccountStatus } from './account-status';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import type { PageLanguages } from './page-languages';

/**
 * The site's menu, one element at every width. From 768px (Tailwind `md`) a permanent pane beside
 * the page, kept in view as it scrolls: the wordmark as its heading, the call to action and "Sign
 * in", the spec's four entries (the page on view marked), the four sides of the marketplace and
 * the languages in one compact menu. Below, a bar at the top of the window with the wordmark, the
 * call to action and a Menu button for an overlay that has all the rest ("Sign in" shows in the
 * bar too from 640px, a signed-in member's avatar always). Opaque; plain links in the HTML, so all
 * of it works before (and without) JavaScript.
 */
export function SiteHeader({ languages, audience }: { languages: PageLanguages; audience?: Role }) {
  const { footer } = loadSite();
  const mark = wordmark();
  const links = menuLinks();
  const sides = audienceLinks();
  const ui = loadUi();
  const auth = loadAuth().menu;
  // In the first screen of every page: "Create account", or on an audience page its sign-up.
  const call = audience
    ? { label: auth.join[audience], href: joinHref(audience) }
    : { label: auth.create, href: accountPath };
  return (
    <header className="site-menu">
      <Brand wordmark={mark} />
      <div className="ml-auto flex min-w-0 items-center gap-2 md:ml-0 md:flex-col-reverse md:items-stretch md:gap-1">
        <AccountStatus
          labels={{
            signIn: auth.signIn,
            account: auth.account,
            signedOutNotice: auth.signedOutNotice,
          }}
        />
        <Link href={call.href} className={buttonClass('primary', 'px-3 text-sm sm:px-4')}>
          {call.label}
        </Link>
        <MobileMenu
          wordmark={mark}
          links={links}
          sides={sides}
          labels={{
            menuButton: ui.menuButton,
            closeMenu: ui.closeMenu,
            mainNav: ui.mainNav,
            languageNav: ui.languageNav,
            marketplace: footer.marketplace,
            signIn: auth.signIn,
            create: auth.create,
            languages: languages.names,
            languageLinks: languages.links,
          }}
        />
      </div>
      <nav aria-label={ui.mainNav} className="hidden md:block">
        <NavLinks links={links} layout="list" />
      </nav>
      <div className="hidden md:block">
        <NavLinks links={sides} layout="list" label={footer.marketplace} />
      </div>
      <div className="hidden md:mt-auto md:block">
        <LanguageMenu
          label={ui.languageNav}
          names={languages.names}
          links={languages.links}
          opens="up"
        />
      </div>
    </header>
  );
}
