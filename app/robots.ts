import type { MetadataRoute } from 'next';
import { pageRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { siteFiles } from '@/lib/site-files';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // Unlisted pages (the account) say nothing to a search engine.
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: pageRoutes.filter((route) => route.unlisted).map((route) => route.path),
    },
    sitemap: absoluteUrl(siteFiles.sitemap.path),
  };
}
