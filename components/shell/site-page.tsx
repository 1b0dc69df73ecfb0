import type { ReactNode } from 'react';
import { routeLocale, type RouteProps } from '@/lib/i18n/localized-route';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { audienceOf } from '@/lib/audiences';
import { languageNames } from '@/lib/i18n/language-names';
import { languageLinks, routeOf } from '@/lib/routes';
import { mainId } from './skip-link';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * A page of the site, `pattern` its route in the registry (/about, /news/[slug]): it names its
 * language for everything it renders (lib/i18n/page-locale) and draws itself inside the shell: the
 * menu (a side pane from 768px, a bar at the top below), main and the footer. The shell is the page's, not the layout's, because its language
 * menu links this page's own counterparts, which only the page knows: a layout is shared by every
 * page, and what it passed to the menu had to hold every page's.
 */
export function sitePage<P extends RouteProps>(
  pattern: string,
  Page: (props: P) => ReactNode | Promise<ReactNode>,
) {
  return async function SitePage(props: P) {
    const params = await props.params;
    setPageLocale(await routeLocale(props.params));
    // One object for the header and the footer, so the page's data carries it once.
    const languages = { links: languageLinks(routeOf(pattern, params)), names: languageNames() };
    const audience = audienceOf(pattern);
    return (
      <div className="md:flex">
        <SiteHeader languages={languages} audience={audience} />
        <div className="site-column min-w-0 flex-1">
          {/* Site search indexes what is inside <main>, not the menu or the footer. */}
          <main
            id={mainId}
            tabIndex={-1}
            data-pagefind-body
            className="mx-auto max-w-5xl px-4 py-8 outline-none sm:px-8 sm:py-12"
          >
            {await Page(props)}
          </main>
          <SiteFooter languages={languages} />
        </div>
      </div>
    );
  };
}
