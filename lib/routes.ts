import { loadAuth } from './content/auth';
import { loadFaq } from './content/faq';
import type { PageHead } from './content/fields';
import { loadHelpArticles, loadHelpCenter } from './content/help';
import { loadJobs, loadJobsPage } from './content/jobs';
import { loadLegal } from './content/legal';
import { lastModified, loadNews, loadNewsPage } from './content/news';
import { loadNewsletter } from './content/newsletter';
import { loadPage } from './content/pages';
import { loadSearch } from './content/search';
import { newsletterPages, type NewsletterPage } from './newsletter-pages';
import { laterPages, numbered } from './pagination';
import { footerColumns, loadSite, type FooterColumn } from './content/site';

/**
 * Every page of the site, once. The side menu, the footer, the sitemap, metadata, breadcrumbs, the
 * byte budgets and the tests all read this list; adding a page is one folder under app/, one content
 * file and one line here (__tests__/unit/routes.test.ts holds the three together).
 */

interface PageRoute {
  /** The address, as the folders under app/ spell it (route groups such as (legal) left out). */
  path: string;
  /** Reads the page's content file: its title, description, h1, lead and short label. */
  head: () => PageHead;
  /** When the page last changed, where its content knows (the sitemap's lastModified). */
  updated?: () => string | undefined;
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
}

/** A route with one page per value of its [params], such as /jobs/[slug]. */
interface GeneratedRoute {
  path: `/${string}/[${string}]${string}`;
  pages: () => GeneratedPage[];
}

const contentPage = (slug: string) => () => loadPage(slug);
const legalPage = (slug: string) => () => loadLegal(slug);

export const pageRoutes: PageRoute[] = [
  { path: '/welcome', head: contentPage('welcome'), menu: true, footer: 'company' },
  { path: '/about', head: contentPage('about'), menu: true, footer: 'company' },
  { path: '/contact', head: contentPage('contact'), menu: true, footer: 'support' },
  { path: '/help', head: () => loadHelpCenter().page, menu: true, footer: 'support' },
  { path: '/faq', head: loadFaq, footer: 'support' },
  { path: '/search', head: loadSearch, footer: 'support', unlisted: true },
  {
    path: '/jobs',
    head: loadJobsPage,
    updated: () => loadJobs()[0]?.posted,
    footer: 'company',
  },
  {
    path: '/news',
    head: loadNewsPage,
    updated: () => loadNews().map(lastModified).sort().at(-1),
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
  ...(['termsofuse', 'privacypolicy', 'bsr'] as const).map((slug): PageRoute => ({
    path: `/${slug}`,
    head: legalPage(slug),
    updated: () => loadLegal(slug).updated,
    footer: 'legal',
  })),
  { path: '/account', head: loadAuth, unlisted: true },
  // Where the newsletter's e-mails lead: for the mail's reader, not for search engines.
  ...(Object.keys(newsletterPages) as NewsletterPage[]).map((page): PageRoute => ({
    path: newsletterPages[page],
    head: () => loadNewsletter()[page],
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
 * The pages after the first of a list at `base`: /news/page/2, ... Page 1 sends visitors to the
 * list itself, so the route always builds a page (a static export needs at least one). `params`
 * names the list among others of its route, as a help topic does.
 */
function listPages(
  base: string,
  heading: string,
  count: number,
  params: Record<string, string> = {},
): GeneratedPage[] {
  return [
    { params: { ...params, page: '1' }, heading, redirectTo: base },
    ...laterPages(count).map((page) => ({
      params: { ...params, page },
      heading: numbered(heading, page),
    })),
  ];
}

export const generatedRoutes: GeneratedRoute[] = [
  {
    path: '/help/[slug]',
    pages: () =>
      loadHelpArticles().map((article) => entryPage(article.title, article.slug, article.updated)),
  },
  {
    path: '/help/topics/[topic]',
    pages: () =>
      loadHelpCenter().topics.map((topic) => ({
        params: { topic: topic.slug },
        heading: topic.title,
      })),
  },
  {
    path: '/help/topics/[topic]/page/[page]',
    pages: () =>
      loadHelpCenter().topics.flatMap((topic) =>
        listPages(helpTopicPath(topic.slug), topic.title, topic.articles.length, {
          topic: topic.slug,
        }),
      ),
  },
  {
    path: '/jobs/[slug]',
    pages: () => {
      const open = loadJobs();
      if (open.length === 0)
        return [{ params: { slug: NO_OPEN_JOBS }, heading: '', redirectTo: '/jobs' }];
      return open.map((job) => entryPage(job.title, job.slug, job.posted));
    },
  },
  {
    path: '/jobs/page/[page]',
    pages: () => listPages('/jobs', loadJobsPage().heading, loadJobs().length),
  },
  {
    path: '/news/[slug]',
    pages: () =>
      loadNews().map((article) => entryPage(article.title, article.slug, lastModified(article))),
  },
  {
    path: '/news/page/[page]',
    pages: () => listPages('/news', loadNewsPage().heading, loadNews().length),
  },
];

/**
 * A static export cannot build a dynamic route with no pages, yet a day may come with no open
 * position: /jobs/[slug] then builds this one page, which sends visitors to the (empty) list.
 */
export const NO_OPEN_JOBS = 'none';

/** The pages of a generated route as its generateStaticParams() returns them: [{ slug: '...' }]. */
export function staticParams(path: string): Record<string, string>[] {
  const route = generatedRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in the route registry (lib/routes.ts)`);
  return route.pages().map((page) => page.params);
}

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

/** The footer's columns, each with its heading and its pages. */
export function footerLinks(): { column: FooterColumn; heading: string; links: NavLink[] }[] {
  const headings = loadSite().footer;
  return footerColumns.map((column) => ({
    column,
    heading: headings[column],
    links: pageRoutes.filter((route) => route.footer === column).map(link),
  }));
}

export interface SitePage {
  path: string;
  heading: string;
  updated?: string;
  unlisted: boolean;
  /** Set on addresses that only send visitors on. */
  redirectTo?: string;
}

/** Every page the build exports (but the 404 page), with the heading its content gives it. */
export function sitePages(): SitePage[] {
  return [
    { path: rootRedirect.path, heading: '', unlisted: true, redirectTo: rootRedirect.to },
    ...pageRoutes.map((route) => ({
      path: route.path,
      heading: route.head().heading,
      updated: route.updated?.(),
      unlisted: route.unlisted ?? false,
    })),
    ...generatedRoutes.flatMap((route) =>
      route.pages().map(({ params, ...page }) => ({
        ...page,
        path: route.path.replace(/\[(\w+)\]/g, (_, name: string) => params[name]),
        unlisted: page.redirectTo !== undefined,
      })),
    ),
  ];
}

/** Any page's short name: a registry page's label ("Jobs"), a generated page's heading. */
export function pageName(path: string): string {
  if (pageRoutes.some((route) => route.path === path)) return routeLabel(path);
  const page = sitePages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a page of the site (lib/routes.ts)`);
  return page.heading;
}

/** The pages a visitor reads: every exported page but those that only send visitors on. */
export function contentPages(): SitePage[] {
  return sitePages().filter((page) => !page.redirectTo);
}

/** Whether `path` is one of the pages a generated route builds (its pattern, e.g. /news/[slug]). */
const builtBy = (route: { path: string }, path: string) =>
  new RegExp(`^${route.path.replace(/\[\w+\]/g, '[^/]+')}$`).test(path);

/**
 * One page of each template: every page route, and the first page each generated route builds.
 * The browser tests load these; the pages of one generated route differ only in their content,
 * which the checks on every exported file (budgets, links, schemas) cover.
 */
export function templatePages(): SitePage[] {
  const own = new Set(pageRoutes.map((route) => route.path));
  const seen = new Set<string>();
  return contentPages().filter((page) => {
    if (own.has(page.path)) return true;
    const template = generatedRoutes.find((route) => builtBy(route, page.path))?.path ?? page.path;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
