import type { MetadataRoute } from 'next';
import { sitePages } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

/** Every public page of the route registry; dates only where the content knows them. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages()
    .filter((page) => !page.unlisted)
    .map((page) => ({
      url: absoluteUrl(page.path),
      ...(page.updated ? { lastModified: page.updated } : {}),
    }));
}
