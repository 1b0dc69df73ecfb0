import type { MetadataRoute } from 'next';
import { allSitePages } from '@/lib/routes';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

export const dynamic = 'force-static';

/**
 * Every public page of the route registry in every language, each naming its counterparts in the
 * others (hreflang); dates only where the content in that language knows them.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return allSitePages()
    .filter((page) => !page.unlisted)
    .map((page) => ({
      url: absoluteUrl(page.path),
      ...(page.updated ? { lastModified: page.updated } : {}),
      alternates: {
        languages: Object.fromEntries(
          Object.entries(languageAlternates(page.route)).map(([tag, path]) => [
            tag,
            absoluteUrl(path),
          ]),
        ),
      },
    }));
}
