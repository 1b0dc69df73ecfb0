import { audiences } from './audiences';
import { loadCards, type CardKind } from './content/cards';
import { loadHelpArticles } from './content/help';
import { loadJobs } from './content/jobs';
import { loadNews } from './content/news';
import { loadPage } from './content/pages';
import { loadSite } from './content/site';
import { fill } from './format';
import type { Role } from './roles';

/** A page with a social card of its own, and what its card shows. */
export interface SocialCardPage {
  path: string;
  title: string;
  /** The kind of page, as the card names it above the title ("News", "For sellers"). */
  label: string;
  alt: string;
  /** The colour scale the card wears: the audience's own, the brand's for everything else. */
  accent: Role | 'brand';
}

/**
 * Every page whose card `npm run build` draws: each news article, open job and help article, and
 * the audience pages. The rest share the site's card.
 */
export function socialCardPages(): SocialCardPage[] {
  const { labels, alt } = loadCards();
  const site = loadSite().name;
  const page = (path: string, title: string, kind: CardKind, accent: SocialCardPage['accent']) => ({
    path,
    title,
    label: labels[kind],
    alt: fill(alt, { title, label: labels[kind], site }),
    accent,
  });
  return [
    ...loadNews().map((article) => page(`/news/${article.slug}`, article.title, 'news', 'brand')),
    ...loadJobs().map((job) => page(`/jobs/${job.slug}`, job.title, 'job', 'brand')),
    ...loadHelpArticles().map((article) =>
      page(`/help/${article.slug}`, article.title, 'help', 'brand'),
    ),
    ...Object.entries(audiences).map(([path, role]) =>
      page(path, loadPage(path.slice(1)).heading, role, role),
    ),
  ];
}
