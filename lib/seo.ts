import type { Metadata } from 'next';
import { loadSite } from './content/site';
import { languageTags, locales } from './i18n/locales';
import { pageLocale } from './i18n/page-locale';
import { localeOfPath, localePath } from './i18n/paths';
import { numbered, pagePath } from './pagination';
import { languagesOf, pageRoute } from './routes';
import { SOCIAL_CARD, siteCardPath, socialCard } from './social-card';

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

/**
 * The page in each language that has it, for hreflang: each one's address of `path` (every
 * language's, but for an entry awaiting its translation), and English's as x-default (the version
 * for a visitor whose language the site does not have).
 */
export function languageAlternates(path: string): Record<string, string> {
  const present = languagesOf(path);
  return {
    ...Object.fromEntries(
      (present.length ? present : locales).map((locale) => [
        languageTags[locale],
        localePath(path, locale),
      ]),
    ),
    'x-default': path,
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

/**
 * The card the build drew for the page at `ownPath`, its address in its language (news, jobs, help,
 * audiences), else the site's card in the page's language; without drawn cards (the dev server),
 * the site's image.
 */
function socialImage(ownPath: string) {
  const card = socialCard(ownPath) ?? socialCard(siteCardPath(localeOfPath(ownPath)));
  if (card) return { ...card, ...SOCIAL_CARD };
  const { src, alt } = loadSite().socialImage;
  return { url: src, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, alt };
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
  const locale = pageLocale();
  const own = localePath(path, locale);
  const image = socialImage(own);
  return {
    title,
    description,
    alternates: { canonical: own, languages: languageAlternates(path) },
    openGraph: {
      type,
      title,
      description,
      url: own,
      siteName: site.name,
      locale: site.locale,
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => loadSite(other).locale),
      images: [image],
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
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
