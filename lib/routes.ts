import { loadAuth } from './content/auth';
import { loadFaq } from './content/faq';
import type { PageHead } from './content/fields';
import { loadHelpCenter } from './content/help';
import { loadJobs, loadJobsPage } from './content/jobs';
import { loadLegal } from './content/legal';
import { lastModified, loadNews, loadNewsPage } from './content/news';
import { loadPage } from './content/pages';
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
  /** A personal page: no sitemap entry, and `noindex` for search engines. */
  personal?: true;
}

/** One page per entry of a collection, such as /jobs/[slug]; the list page above it is its parent. */
interface EntryRoute {
  path: `/${string}/[slug]`;
  entries: () => { slug: string; heading: string; updated: string }[];
}

const contentPage = (slug: string) => () => loadPage(slug);
const legalPage = (slug: string) => () => loadLegal(slug);

export const pageRoutes: PageRoute[] = [
  { path: '/welcome', head: contentPage('welcome'), menu: true, footer: 'company' },
  { path: '/about', head: contentPage('about'), menu: true, footer: 'company' },
  { path: '/contact', head: contentPage('contact'), menu: true, footer: 'support' },
  { path: '/help', head: () => loadHelpCenter().page, menu: true, footer: 'support' },
  { path: '/faq', head: loadFaq, footer: 'support' },
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
  { path: '/account', head: loadAuth, personal: true },
];

export const entryRoutes: EntryRoute[] = [
  {
    path: '/jobs/[slug]',
    entries: () =>
      loadJobs().map((job) => ({ slug: job.slug, heading: job.title, updated: job.posted })),
  },
  {
    path: '/news/[slug]',
    entries: () =>
      loadNews().map((article) => ({
        slug: article.slug,
        heading: article.title,
        updated: lastModified(article),
      })),
  },
];

/** Addresses that only send visitors on: a 301 on the CDN (firebase.json) and a page for other hosts. */
export const redirectRoutes = [{ path: '/', to: '/welcome' }];

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
  personal: boolean;
}

/** Every page the build exports, with the heading its content gives it. */
export function sitePages(): SitePage[] {
  return [
    ...pageRoutes.map((route) => ({
      path: route.path,
      heading: route.head().heading,
      updated: route.updated?.(),
      personal: route.personal ?? false,
    })),
    ...entryRoutes.flatMap((route) =>
      route.entries().map((entry) => ({
        path: route.path.replace('[slug]', entry.slug),
        heading: entry.heading,
        updated: entry.updated,
        personal: false,
      })),
    ),
  ];
}
