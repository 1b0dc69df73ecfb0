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
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import type { PageLanguages } from './page-languages';

/**
 * The side menu from 768px (Tailwind `md`): a permanent pane beside the page, kept in view as it
 * scrolls. The wordmark as its heading, the call to action and "Sign in", the spec's four entries
 * (the page on view marked), the four sides of the marketplace and the languages in one compact
 * menu. Plain links in the HTML, so all of it works before (and without) JavaScript.
 */
export function SidePane({ languages, audience }: { languages: PageLanguages; audience?: Role }) {
  const { footer } = loadSite();
  const ui = loadUi();
  const auth = loadAuth().menu;
  const call = callToAction(audience);
  return (
    <aside className="sticky top-0 hidden h-dvh w-56 shrink-0 flex-col gap-6 overflow-y-auto border-r border-line bg-page px-4 py-5 md:flex lg:w-64 lg:px-6">
      <Brand wordmark={wordmark()} />
      <div className="grid gap-1">
        <Link href={call.href} className={buttonClass('primary', 'w-full text-sm')}>
          {call.label}
        </Link>
        <AccountStatus
          labels={{
            signIn: auth.signIn,
            account: auth.account,
            signedOutNotice: auth.signedOutNotice,
          }}
        />
      </div>
      <nav aria-label={ui.mainNav}>
        <NavLinks links={menuLinks()} layout="list" />
      </nav>
      <NavLinks links={audienceLinks()} layout="list" label={footer.marketplace} />
      <div className="mt-auto">
        <LanguageMenu
          label={ui.languageNav}
          names={languages.names}
          links={languages.links}
          opens="up"
        />
      </div>
    </aside>
  );
}
