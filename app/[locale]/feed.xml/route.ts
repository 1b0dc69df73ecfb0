import { loadNews, loadNewsPage } from '@/lib/content/news';
import { loadSite } from '@/lib/content/site';
import { languageTags, translatedLocales } from '@/lib/i18n/locales';
import { routeLocale, type RouteProps } from '@/lib/i18n/localized-route';
import { localePath } from '@/lib/i18n/paths';
import { rssFeed } from '@/lib/rss';
import { absoluteUrl } from '@/lib/seo';

// Written once at build time to out/feed.xml, out/pt/feed.xml, ...: one feed per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => translatedLocales.map((locale) => ({ locale }));

/** Feed readers poll often: the latest articles are enough, the news pages hold the rest. */
const FEED_SIZE = 20;

// The English twin's handler is called with no params (app/(en)/feed.xml has no [locale]).
export async function GET(_request: Request, context?: Partial<RouteProps>) {
  const locale = await routeLocale(context?.params ?? Promise.resolve({}));
  const url = (path: string) => absoluteUrl(localePath(path, locale));
  const site = loadSite(locale);
  const page = loadNewsPage(locale);
  const xml = rssFeed({
    title: `${page.heading} | ${site.name}`,
    link: url('/news'),
    self: url('/feed.xml'),
    description: page.description,
    language: languageTags[locale].toLowerCase(),
    items: loadNews(locale)
      .slice(0, FEED_SIZE)
      .map((article) => ({
        title: article.title,
        link: url(`/news/${article.slug}`),
        description: article.description,
        date: article.date,
        author: article.author,
        categories: article.tags ?? [],
      })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
