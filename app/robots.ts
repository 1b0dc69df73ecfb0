import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // Account pages are personal and say nothing to a search engine.
    rules: { userAgent: '*', allow: '/', disallow: '/account' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
