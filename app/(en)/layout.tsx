import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/shell/site-document';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteMetadata } from '@/lib/seo';
import { siteViewport } from '@/lib/site-viewport';

export const generateMetadata = localizedMetadata(() => siteMetadata());
export const viewport = siteViewport;

/** English, at the spec's addresses (/welcome): the same pages as app/[locale]/, re-exported. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  setPageLocale('en');
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
