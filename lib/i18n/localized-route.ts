import type { Metadata } from 'next';
import { defaultLocale, isLocale, type Locale } from './locales';
import { setPageLocale } from './page-locale';

/**
 * The props every page and generateMetadata receive. Under app/[locale]/ the params carry the
 * language; the English twins under app/(en)/ re-export the same modules and carry none.
 */
export interface RouteProps {
  params: Promise<Record<string, string | string[] | undefined>>;
}

/** The language of a route's page: its [locale] segment, or English where there is none. */
export async function routeLocale(params: RouteProps['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}

/**
 * A generateMetadata that first names the page's language, as components/shell/site-page.tsx does
 * for the page.
 */
export function localizedMetadata<P extends RouteProps>(
  metadata: (props: P) => Metadata | Promise<Metadata>,
) {
  return async function generateMetadata(props: P): Promise<Metadata> {
    setPageLocale(await routeLocale(props.params));
    return metadata(props);
  };
}
