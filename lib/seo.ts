import type { Metadata } from 'next';
import { loadSite } from './content/site';
import { numbered, pagePath } from './pagination';
import { pageRoute } from './routes';

export function absoluteUrl(path: string): string {
  return new URL(path, loadSite().url + '/').toString();
}

/** Defaults every page inherits: base URL for relative links, the title template, the brand. */
export function siteMetadata(): Metadata {
  const site = loadSite();
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    icons: { icon: site.logo },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

interface PageSeo {
  title: string;
  description: string;
  /** The page's path, e.g. "/about": becomes the canonical URL and og:url. */
  path: string;
  type?: 'website' | 'article';
  publishedTime?: string;
}

/** Title, description, canonical URL and social cards for one page. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  publishedTime,
}: PageSeo): Metadata {
  const site = loadSite();
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      title,
      description,
      url: path,
      siteName: site.name,
      locale: site.locale,
      images: [{ url: site.socialImage.src, width: 1200, height: 630, alt: site.socialImage.alt }],
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [site.socialImage.src] },
  };
}

/**
 * The metadata of a page in the route registry, from its content file; `page` numbers the later
 * pages of a list (/news/page/2 is the news list's page 2).
 */
export function routeMetadata(path: string, page = 1): Metadata {
  const route = pageRoute(path);
  const { title, description } = route.head();
  return {
    ...pageMetadata({
      title: page === 1 ? title : numbered(title, page),
      description,
      path: pagePath(path, page),
    }),
    ...(route.unlisted ? { robots: { index: false, follow: true } } : {}),
  };
}
