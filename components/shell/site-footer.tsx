import { loadForms } from '@/lib/content/forms';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import { pageLocale } from '@/lib/i18n/page-locale';
import { siteFilePath, siteFiles } from '@/lib/site-files';
import { footerLinks } from '@/lib/routes';
import { SocialLink } from '@/components/social-link';
import { LanguageSwitcher } from './language-switcher';
import type { PageLanguages } from './page-languages';
import { NavLinks } from './nav-links';
import { NewsletterForm } from './newsletter-form';

/**
 * Links to every page, and this page in each language (`languages`): the way around for visitors
 * without JavaScript, whose phones cannot open the header's menu, and for crawlers.
 */
export function SiteFooter({ languages }: { languages: PageLanguages }) {
  const site = loadSite();
  const ui = loadUi();
  const forms = loadForms();
  return (
    <footer className="mt-16 border-t border-line bg-subtle px-4 py-10 underline-offset-2 sm:px-8">
      <div className="grid grid-cols-2 gap-8 lg:grid-cols-4">
        {footerLinks().map(({ column, heading, links }) => (
          <nav key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`} className="text-sm font-semibold text-ink">
              {heading}
            </h2>
            <NavLinks links={links} layout="footer" />
          </nav>
        ))}
      </div>
      <div className="mt-10">
        <NewsletterForm
          copy={{
            newsletter: forms.newsletter,
            requests: forms.requests,
            honeypot: forms.honeypot,
            validation: { email: forms.validation.email },
          }}
        />
      </div>
      <div className="mt-10">
        <LanguageSwitcher label={ui.languageNav} names={languages.names} links={languages.links} />
      </div>
      <div className="mt-6 flex flex-col gap-4 border-t border-line pt-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {site.name}. {site.tagline}
        </p>
        <ul className="footer-social flex flex-wrap gap-4" aria-label={ui.socialNav}>
          {site.social.map((link) => (
            <li key={link.href}>
              <SocialLink {...link} />
            </li>
          ))}
          <li>
            <a href={siteFilePath(siteFiles.feed.path, pageLocale())}>{ui.feedLink}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
