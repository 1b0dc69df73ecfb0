import type { MetadataRoute } from 'next';
import { loadJobs } from '@/lib/content/jobs';
import { legalSlugs, loadLegal } from '@/lib/content/legal';
import { lastModified, loadNews } from '@/lib/content/news';
import { specRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

/** Every spec route plus every job and article; dates only where the content knows them. */
export default function sitemap(): MetadataRoute.Sitemap {
  const jobs = loadJobs();
  const news = loadNews();
  const known: Partial<Record<string, string>> = {
    ...Object.fromEntries(legalSlugs.map((slug) => [slug, loadLegal(slug).updated])),
    jobs: jobs[0]?.posted,
    news: news[0] && lastModified(news[0]),
  };
  const entry = (path: string, date?: string) => ({
    url: absoluteUrl(path),
    ...(date ? { lastModified: date } : {}),
  });
  return [
    ...specRoutes.map((route) => entry(`/${route}`, known[route])),
    ...jobs.map((job) => entry(`/jobs/${job.slug}`, job.posted)),
    ...news.map((article) => entry(`/news/${article.slug}`, lastModified(article))),
  ];
}
