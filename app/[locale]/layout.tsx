import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/shell/site-document';
import { translatedLocales } from '@/lib/i18n/locales';
import { localizedMetadata, routeLocale, type RouteProps } from '@/lib/i18n/localized-route';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteMetadata } from '@/lib/seo';
import { siteViewport } from '@/lib/site-viewport';

export const dynamicParams = false;
export const generateStaticParams = () => translatedLocales.map((locale) => ({ locale }));
export const generateMetadata = localizedMetadata(() => siteMetadata());
export const viewport = siteViewport;

/** Portuguese, Spanish and French, under /pt/, /es/ and /fr/. */
export default async function LocaleLayout({
  children,
  params,
}: RouteProps & { children: ReactNode }) {
  const locale = await routeLocale(params);
  setPageLocale(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
