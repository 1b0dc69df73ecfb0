import { loadAuth } from './content/auth';
import { loadStaff } from './content/staff';
import { loadFaq } from './content/faq';
import type { PageHead } from './content/fields';
import { loadHelpArticles, loadHelpCenter } from './content/help';
import { loadJobs, loadJobsPage } from './content/jobs';
import { legalSlugs, loadLegal } from './content/legal';
import { isSent, loadLetters, sendDay } from './content/letters';
import { lastModified, loadNews, loadNewsPage } from './content/news';
import { loadNewsletter } from './content/newsletter';
import { loadPage } from './content/pages';
import { loadSearch } from './content/search';
import { newsletterPages, type NewsletterPage } from './newsletter-pages';
import { defaultLocale, isLocale, locales, type Locale } from './i18n/locales';
import { pageLocale } from './i18n/page-locale';
import { localePath } from './i18n/paths';
import { laterPages, numbered } from './pagination';
import { footerColumns, loadSite, type FooterColumn } from './content/site';
import { audiences, type AudiencePath } from './audiences';
import type { Role } from './roles';

/**
 * Every page of the site, once. The side menu, the footer, the sitemap, metadata, breadcrumbs, the
 * byte budgets and the tests all read this list; adding a page is one folder under app/, one content
 * file and one line here (__tests__/unit/routes.test.ts holds the three together).
 */

interface PageRoute {
  /** The address, as the folders under app/ spell it (route groups such as (legal) left out). */
  path: string;
  /**
   * Reads the page's content file in a language (the page being rendered's, unless named): its
   * title, description, h1, lead and short label.
   */
  head: (locale?: Locale) => PageHead;
  /** When the page last changed, where its content knows (the sitemap's lastModified). */
  updated?: (locale?: Locale) => string | undefined;
  /** Listed in the side menu, in this list's order. */
  menu?: true;
  /** The footer column that links it. */
  footer?: FooterColumn;
  /** Not for search engines (a personal page, the search page): no sitemap entry, `noindex`. */
  unlisted?: true;
}

/** A page a route builds for one value of each of its [params]. */
export interface GeneratedPage {
  params: Record<string, string>;
  heading: string;
  updated?: string;
  /** A page that only sends visitors on, to this address. */
  redirectTo?: string;
  /** A page kept out of the sitemap and the search index (a letter before its day). */
  unlisted?: true;
}

/** A route with one page per value of its [params], such as /jobs/[slug]. */
interface GeneratedRoute {
  path: `/${string}/[${string}]${string}`;
  /** Its pages in a language; every language has the same ones (npm run check:translations). */
  pages: (locale: Locale) => GeneratedPage[];
}

const contentPage = (slug: string) => (locale?: Locale) => loadPage(slug, locale);
const legalPage = (slug: string) => (locale?: Locale) => loadLegal(slug, locale);

export const pageRoutes: PageRoute[] = [
  { path: '/welcome', head: contentPage('welcome'), menu: true, footer: 'company' },
  { path: '/about', head: contentPage('about'), menu: true, footer: 'company' },
  { path: '/contact', head: contentPage('contact'), menu: true, footer: 'support' },
  { path: '/help', head: (locale) => loadHelpCenter(locale).page, menu: true, footer: 'support' },
  { path: '/faq', head: loadFaq, footer: 'support' },
  { path: '/search', head: loadSearch, footer: 'support', unlisted: true },
  {
    path: '/jobs',
    head: loadJobsPage,
    updated: (locale) => loadJobs(locale)[0]?.posted,
    footer: 'company',
  },
  {
    path: '/news',
    head: loadNewsPage,
    updated: (locale) => loadNews(locale).map(lastModified).sort().at(-1),
    footer: 'company',
  },
  { path: '/investors', head: contentPage('investors'), footer: 'company' },
  { path: '/sellers', head: contentPage('sellers'), footer: 'marketplace' },
  { path: '/buyers', head: contentPage('buyers'), footer: 'marketplace' },
  { path: '/talents', head: contentPage('talents'), footer: 'marketplace' },
  { path: '/clients', head: contentPage('clients'), footer: 'marketplace' },
  // The spec's short slugs: bc is the Business Center (accounts for companies), am the Ambassador
  // programme, bsr the Buyer & Seller Rules.
  { path: '/bc', head: contentPage('bc'), footer: 'marketplace' },
  { path: '/am', head: contentPage('am'), footer: 'marketplace' },
  ...legalSlugs.map((slug): PageRoute => ({
    path: `/${slug}`,
    head: legalPage(slug),
    updated: (locale) => loadLegal(slug, locale).updated,
    footer: 'legal',
  })),
  { path: '/account', head: loadAuth, unlisted: true },
  // The newsletter's figures, for a staff account (its copy says so to anyone else).
  { path: '/staff', head: loadStaff, unlisted: true },
  // Where the newsletter's e-mails lead: for the mail's reader, not for search engines.
  ...(Object.keys(newsletterPages) as NewsletterPage[]).map((page): PageRoute => ({
    path: newsletterPages[page],
    head: (locale) => loadNewsletter(locale)[page],
    unlisted: true,
  })),
];

/** The page listing every article of a Help Center topic. */
export const helpTopicPath = (topic: string) => `/help/topics/${topic}`;

const entryPage = (heading: string, slug: string, updated: string): GeneratedPage => ({
  params: { slug },
  heading,
  updated,
});

/**
 * A static export cannot build a dynamic route with no pages, yet a day may come with no open
 * position, and the newsletter starts with no letter sent: such a /<collection>/[slug] route then
 * builds this one page, which sends visitors on.
 */
export const NO_ENTRIES = 'none';

const orRedirect = (pages: GeneratedPage[], to: string): GeneratedPage[] =>
  pages.length > 0 ? pages : [{ params: { slug: NO_ENTRIES }, heading: '', redirectTo: to }];

/**
 * The pages after the first of a list at `base`: /news/page/2, ... Page 1 sends visitors to the
 * list itself, so the route always builds a page (a static export needs at least one). `params`
 * names the list among others of its route, as a help topic does.
 */
function listPages(
  locale: Locale,
  base: string,
  heading: string,
  count: number,
  params: Record<string, string> = {},
): GeneratedPage[] {
  return [
    { params: { ...params, page: '1' }, heading, redirectTo: base },
    ...laterPages(count).map((page) => ({
      params: { ...params, page },
      heading: numbered(heading, page, locale),
    })),
  ];
}

export const generatedRoutes: GeneratedRoute[] = [
  {
    path: '/help/[slug]',
    pages: (locale) =>
      loadHelpArticles(locale).map((article) =>
        entryPage(article.title, article.slug, article.updated),
      ),
  },
  {
    path: '/help/topics/[topic]',
    pages: (locale) =>
      loadHelpCenter(locale).topics.map((topic) => ({
        params: { topic: topic.slug },
        heading: topic.title,
      })),
  },
  {
    path: '/help/topics/[topic]/page/[page]',
    pages: (locale) =>
      loadHelpCenter(locale).topics.flatMap((topic) =>
        listPages(locale, helpTopicPath(topic.slug), topic.title, topic.articles.length, {
          topic: topic.slug,
        }),
      ),
  },
  {
    path: '/jobs/[slug]',
    pages: (locale) =>
      orRedirect(
        loadJobs(locale).map((job) => entryPage(job.title, job.slug, job.posted)),
        '/jobs',
      ),
  },
  {
    path: '/jobs/page/[page]',
    pages: (locale) =>
      listPages(locale, '/jobs', loadJobsPage(locale).heading, loadJobs(locale).length),
  },
  {
    path: '/news/[slug]',
    pages: (locale) =>
      loadNews(locale).map((article) =>
        entryPage(article.title, article.slug, lastModified(article)),
      ),
  },
  {
    path: '/news/page/[page]',
    pages: (locale) =>
      listPages(locale, '/news', loadNewsPage(locale).heading, loadNews(locale).length),
  },
  {
    path: '/newsletter/[slug]',
    // Before the first letter: the home page, whose footer has the form to subscribe.
    pages: (locale) =>
      orRedirect(
        loadLetters(locale).map((letter) => ({
          ...entryPage(letter.subject, letter.slug, sendDay(letter)),
          ...(isSent(letter) ? {} : { unlisted: true as const }),
        })),
        rootRedirect.to,
      ),
  },
];

/**
 * The pages of a generated route in `locale`, as its generateStaticParams() returns them:
 * [{ slug: '...' }]. A language builds the entries it has: one published in English first is
 * built in another language once its translation exists (lib/i18n/translation-report.ts).
 */
export function staticParams(
  path: string,
  locale: Locale = defaultLocale,
): Record<string, string>[] {
  const route = generatedRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in the route registry (lib/routes.ts)`);
  return route.pages(locale).map((page) => page.params);
}

/**
 * A generated route's generateStaticParams: under app/[locale]/ Next passes the language it builds
 * (`params.locale`); the English tree, app/(en)/, passes none.
 */
export const staticParamsOf =
  (path: string) =>
  ({ params }: { params?: { locale?: string } } = {}): Record<string, string>[] =>
    staticParams(path, isLocale(params?.locale) ? params.locale : defaultLocale);

/** The root only sends visitors on: a 301 on the CDN (firebase.json) and a page for other hosts. */
export const rootRedirect = { path: '/', to: '/welcome' };

/** The registry entry of a page route; a typo in a path fails the build here, naming it. */
export function pageRoute(path: string): PageRoute {
  const route = pageRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in the route registry (lib/routes.ts)`);
  return route;
}

/** A page's short name, e.g. "Jobs" for /jobs. */
export function routeLabel(path: string): string {
  return pageRoute(path).head().label;
}

export interface NavLink {
  label: string;
  href: string;
}

const link = (route: PageRoute): NavLink => ({ label: route.head().label, href: route.path });

/** The side menu's entries, in order. */
export function menuLinks(): NavLink[] {
  return pageRoutes.filter((route) => route.menu).map(link);
}

/** The four audience pages, each with the role it signs up for, for the header and the menu. */
export function audienceLinks(): (NavLink & { role: Role })[] {
  return (Object.entries(audiences) as [AudiencePath, Role][]).map(([path, role]) => ({
    ...link(pageRoute(path)),
    role,
  }));
}

/**
 * The footer's columns, each with its heading and its pages, then the addresses elsewhere the
 * site's config adds to it (the complaints book the law asks every page to link).
 */
export function footerLinks(): { column: FooterColumn; heading: string; links: NavLink[] }[] {
  const { footer, footerLinks: elsewhere } = loadSite();
  return footerColumns.map((column) => ({
    column,
    heading: footer[column],
    links: [
      ...pageRoutes.filter((route) => route.footer === column).map(link),
      ...(elsewhere[column] ?? []),
    ],
  }));
}

export interface SitePage {
  /** Its address in its language: /about, /pt/about. */
  path: string;
  /** Its address in English, the same for every language: /about. */
  route: string;
  locale: Locale;
  heading: string;
  updated?: string;
  unlisted: boolean;
  /** Set on addresses that only send visitors on (in the page's language). */
  redirectTo?: string;
}

/**
 * Every page the build exports in one language (but the 404 page), with the heading its content
 * gives it, at its address in that language.
 */
export function sitePages(locale: Locale = defaultLocale): SitePage[] {
  const english: Omit<SitePage, 'path' | 'locale'>[] = [
    { route: rootRedirect.path, heading: '', unlisted: true, redirectTo: rootRedirect.to },
    ...pageRoutes.map((route) => ({
      route: route.path,
      heading: route.head(locale).heading,
      updated: route.updated?.(locale),
      unlisted: route.unlisted ?? false,
    })),
    ...generatedRoutes.flatMap((route) =>
      route.pages(locale).map(({ params, ...page }) => ({
        ...page,
        route: routeOf(route.path, params),
        unlisted: page.unlisted === true || page.redirectTo !== undefined,
      })),
    ),
  ];
  return english.map(({ redirectTo, ...page }) => ({
    ...page,
    path: localePath(page.route, locale),
    locale,
    ...(redirectTo ? { redirectTo: localePath(redirectTo, locale) } : {}),
  }));
}

/** Every page the build exports, in every language. */
export const allSitePages = (): SitePage[] => locales.flatMap((locale) => sitePages(locale));

const routesByLocale = new Map<Locale, Set<string>>();

/**
 * The routes (English addresses) `locale` builds a page for. Every page of a build asks, for its
 * hreflang and language menu: a production build works them out once.
 */
function routesIn(locale: Locale): Set<string> {
  const known = process.env.NODE_ENV === 'production' ? routesByLocale.get(locale) : undefined;
  if (known) return known;
  const routes = new Set(sitePages(locale).map((page) => page.route));
  routesByLocale.set(locale, routes);
  return routes;
}

/** The languages that have a page at `route`: all four, but for an entry awaiting translation. */
export const languagesOf = (route: string): Locale[] =>
  locales.filter((locale) => routesIn(locale).has(route));

/**
 * Where the language menu of the page at `route` (an English address, /news/x) links in each
 * language: the same page, or for an entry a language does not have yet (awaiting its
 * translation), the nearest page above it that the language has (/pt/news). Each page is handed
 * its own links, so a page carries four addresses however many entries wait.
 */
export function languageLinks(route: string): Record<Locale, string> {
  const nearest = (locale: Locale, path: string): string =>
    path === '/' || routesIn(locale).has(path)
      ? path
      : nearest(locale, path.slice(0, path.lastIndexOf('/')) || '/');
  return Object.fromEntries(
    locales.map((locale) => [locale, localePath(nearest(locale, route), locale)]),
  ) as Record<Locale, string>;
}

/** A route's pattern (/news/[slug]) with its parameters filled in (/news/x). */
export const routeOf = (pattern: string, params: Record<string, unknown>): string =>
  pattern.replace(/\[(\w+)\]/g, (_, name: string) => String(params[name]));

/** Any page's short name: a registry page's label ("Jobs"), a generated page's heading. */
export function pageName(path: string, locale: Locale = pageLocale()): string {
  if (pageRoutes.some((route) => route.path === path)) return pageRoute(path).head(locale).label;
  const page = sitePages(locale).find((candidate) => candidate.route === path);
  if (!page) throw new Error(`${path} is not a page of the site (lib/routes.ts)`);
  return page.heading;
}

/** The pages a visitor reads in a language: every exported page but those that send visitors on. */
export function contentPages(locale: Locale = defaultLocale): SitePage[] {
  return sitePages(locale).filter((page) => !page.redirectTo);
}

/** Whether `path` is one of the pages a generated route builds (its pattern, e.g. /news/[slug]). */
const builtBy = (route: { path: string }, path: string) =>
  new RegExp(`^${route.path.replace(/\[\w+\]/g, '[^/]+')}$`).test(path);

/** The template a page is built from: its own route, or the generated route's (`/news/[slug]`). */
export const templateOf = (route: string): string =>
  pageRoutes.some((own) => own.path === route)
    ? route
    : (generatedRoutes.find((generated) => builtBy(generated, route))?.path ?? route);

/**
 * One page of each template: every page route, and the first page each generated route builds.
 * The browser tests load these; the pages of one generated route differ only in their content,
 * which the checks on every exported file (budgets, links, schemas) cover.
 */
export function templatePages(locale: Locale = defaultLocale): SitePage[] {
  const own = new Set(pageRoutes.map((route) => route.path));
  const seen = new Set<string>();
  return contentPages(locale).filter((page) => {
    if (own.has(page.route)) return true;
    const template = templateOf(page.route);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
