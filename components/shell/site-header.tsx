import { buttonClass } from '@/components/button';
import { LocalLink as Link } from '@/components/local-link';
import { accountPath } from '@/lib/account-addresses';
import { joinHref } from '@/lib/audiences';
import { loadAuth } from '@/lib/content/auth';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import type { Locale } from '@/lib/i18n/locales';
import type { Role } from '@/lib/roles';
import { audienceLinks, menuLinks } from '@/lib/routes';
import { wordmark } from '@/lib/wordmark';
import { AccountStatus } from './account-status';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/**
 * The site's header, opaque and kept at the top of the window. From 1024px (Tailwind `lg`): a slim
 * bar with the spec's four entries and the languages, then the wordmark, the four sides of the
 * marketplace, "Sign in" and the call to action. Below, the wordmark, the call to action and a Menu
 * button for an overlay with all of it ("Sign in" too from 640px; on a phone the overlay has it, and
 * the bar a signed-in member's avatar). The call to action is "Create account", or on an audience
 * page (`audience`) that audience's sign-up: in the first screen of every page, and at hand however
 * far the visitor reads. The links are plain HTML, so they work before (and without) JavaScript.
 * `languages`: this page in each language, and each language's name.
 */
/** This page in each language (lib/routes languageLinks), and each language's own name. */
export interface PageLanguages {
  links: Record<Locale, string>;
  names: Record<Locale, string>;
}

export function SiteHeader({ languages, audience }: { languages: PageLanguages; audience?: Role }) {
  const { footer } = loadSite();
  const mark = wordmark();
  const links = menuLinks();
  const sides = audienceLinks();
  const ui = loadUi();
  const auth = loadAuth().menu;
  const call = audience
    ? { label: auth.join[audience], href: joinHref(audience) }
    : { label: auth.create, href: accountPath };
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-page">
      <div className="hidden border-b border-line lg:block">
        <div className="mx-auto flex h-9 max-w-5xl items-center justify-between px-8">
          <nav aria-label={ui.mainNav}>
            <NavLinks links={links} layout="bar" />
          </nav>
          <LanguageMenu label={ui.languageNav} names={languages.names} links={languages.links} />
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4 sm:gap-6 sm:px-8 lg:h-14">
        <Brand wordmark={mark} />
        {/* A list, not a second "Marketplace" navigation beside the footer's column of that name. */}
        <div className="hidden lg:block">
          <NavLinks links={sides} layout="bar" label={footer.marketplace} />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-2">
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
      </div>
    </header>
  );
}
