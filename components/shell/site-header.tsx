import { buttonClass } from '@/components/button';
import { LocalLink as Link } from '@/components/local-link';
import { loadAuth } from '@/lib/content/auth';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import type { Role } from '@/lib/roles';
import { audienceLinks, menuLinks } from '@/lib/routes';
import { wordmark } from '@/lib/wordmark';
import { AccountStatus } from './account-status';
import { Brand } from './brand';
import { callToAction } from './call-to-action';
import { MobileMenu } from './mobile-menu';
import type { PageLanguages } from './page-languages';

/**
 * The phone's bar, below 768px (Tailwind `md`), where the side pane (./side-pane.tsx) gives way:
 * opaque and kept at the top of the window, with the wordmark, the call to action and a Menu
 * button for the overlay menu, which has everything the pane has ("Sign in" shows in the bar
 * too from 640px, and a signed-in member's avatar always). The links are plain HTML, so they work
 * before (and without) JavaScript.
 */
export function SiteHeader({ languages, audience }: { languages: PageLanguages; audience?: Role }) {
  const { footer } = loadSite();
  const mark = wordmark();
  const ui = loadUi();
  const auth = loadAuth().menu;
  const call = callToAction(audience);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-page md:hidden">
      <div className="flex h-16 items-center gap-2 px-4 sm:gap-6 sm:px-8">
        <Brand wordmark={mark} />
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
            links={menuLinks()}
            sides={audienceLinks()}
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
