import { loadNews, loadNewsPage } from '@/lib/content/news';
import { loadSite } from '@/lib/content/site';
import { rssFeed } from '@/lib/rss';
import { absoluteUrl } from '@/lib/seo';

// Written once at build time to out/feed.xml.
export const dynamic = 'force-static';

/** Feed readers poll often: the latest articles are enough, the news pages hold the rest. */
const FEED_SIZE = 20;

export function GET() {
  const site = loadSite();
  const page = loadNewsPage();
  const xml = rssFeed({
    title: `${page.heading} | ${site.name}`,
    link: absoluteUrl('/news'),
    self: absoluteUrl('/feed.xml'),
    description: page.description,
    language: 'en-gb',
    items: loadNews()
      .slice(0, FEED_SIZE)
      .map((article) => ({
        title: article.title,
        link: absoluteUrl(`/news/${article.slug}`),
        description: article.description,
        date: article.date,
        author: article.author,
        categories: article.tags ?? [],
      })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
