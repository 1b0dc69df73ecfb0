import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { sitePages } from '@/lib/routes';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

export const dynamic = 'force-static';

/**
 * Every public page of the route registry in every language, each naming its counterparts in the
 * others (hreflang); dates only where the content knows them.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages()
    .filter((page) => !page.unlisted)
    .flatMap((page) => {
      const languages = Object.fromEntries(
        Object.entries(languageAlternates(page.path)).map(([tag, path]) => [
          tag,
          absoluteUrl(path),
        ]),
      );
      return locales.map((locale) => ({
        url: absoluteUrl(localePath(page.path, locale)),
        ...(page.updated ? { lastModified: page.updated } : {}),
        alternates: { languages },
      }));
    });
}
