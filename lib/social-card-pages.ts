import { audiences } from './audiences';
import { loadCards, type CardKind } from './content/cards';
import { factTexts } from './content/facts';
import { loadHelpArticles } from './content/help';
import { loadJobs } from './content/jobs';
import { loadNews } from './content/news';
import { loadPage } from './content/pages';
import { loadSite } from './content/site';
import { fill } from './format';
import { locales, type Locale } from './i18n/locales';
import { localePath } from './i18n/paths';
import { siteCardPath } from './social-card';
import type { Role } from './roles';

/** A page with a social card of its own, and what its card shows. */
export interface SocialCardPage {
  /** The page's own address, in its language: /news/x, /pt/news/x. */
  path: string;
  title: string;
  /** The kind of page, as the card names it above the title ("News", "For sellers"). */
  label: string;
  alt: string;
  /** The colour scale the card wears: the audience's own, the brand's for everything else. */
  accent: Role | 'brand';
  /** The product's name beside the logo, as the page's language writes it, and the site's host. */
  site: string;
  host: string;
}

/**
 * Every page whose card `npm run build` draws, in every language: each news article, open job and
 * help article, and the audience pages; and the site's own card in each language (siteCardPath),
 * which the rest share.
 */
export function socialCardPages(): SocialCardPage[] {
  return locales.flatMap(socialCardPagesIn);
}

/** One language's pages with a card, each titled, labelled and described in that language. */
function socialCardPagesIn(locale: Locale): SocialCardPage[] {
  const { labels, alt } = loadCards(locale);
  const site = loadSite(locale);
  const host = new URL(site.url).host;
  const page = (path: string, title: string, kind: CardKind, accent: SocialCardPage['accent']) => ({
    path: localePath(path, locale),
    title,
    label: labels[kind],
    alt: fill(alt, { title, label: labels[kind], site: site.name }),
    accent,
    site: site.name,
    host,
  });
  // The site's card: its tagline, under the countries it trades in.
  const siteCard: SocialCardPage = {
    path: siteCardPath(locale),
    title: site.tagline,
    label: factTexts(locale).get('market.countries')!,
    alt: site.socialImage.alt,
    accent: 'brand',
    site: site.name,
    host,
  };
  return [
    siteCard,
    ...loadNews(locale).map((article) =>
      page(`/news/${article.slug}`, article.title, 'news', 'brand'),
    ),
    ...loadJobs(locale).map((job) => page(`/jobs/${job.slug}`, job.title, 'job', 'brand')),
    ...loadHelpArticles(locale).map((article) =>
      page(`/help/${article.slug}`, article.title, 'help', 'brand'),
    ),
    ...Object.entries(audiences).map(([path, role]) =>
      page(path, loadPage(path.slice(1), locale).heading, role, role),
    ),
  ];
}
