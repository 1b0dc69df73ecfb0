import type { MetadataRoute } from 'next';
import { pageRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // Personal pages (the account) say nothing to a search engine.
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: pageRoutes.filter((route) => route.personal).map((route) => route.path),
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
