import type { ReactNode } from 'react';
import { BrandFontOnNavigation } from '@/components/shell/brand-font-on-navigation';
import { BrandFontScript } from '@/components/shell/brand-font-script';
import { LanguageOffer } from '@/components/shell/language-offer';
import { mainId, SkipLink } from '@/components/shell/skip-link';
import { loadUi } from '@/lib/content/ui';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { brandFont } from '@/app/brand-font';
// With the face, in one stylesheet: imported apart, they were two, and every page inlined both.
import '@/app/globals.css';

/**
 * The document every page of a language shares; each page draws the shell inside it
 * (./site-page.tsx).
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html
      lang={languageTags[locale]}
      className={brandFont.variable}
      // BrandFontScript marks <html> before React hydrates.
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the root document of App Router
          pages, rendered by their layouts; next/head belongs to the Pages Router. */}
      <head>
        <BrandFontScript />
      </head>
      <body className="bg-page text-slate-900 antialiased dark:text-slate-100">
        <BrandFontOnNavigation family={brandFont.style.fontFamily} />
        {/* The browser draws nothing before <main> begins, so the side menu above it is first drawn
            whole. Drawn while it was still arriving, its top bar showed the sign-in link without
            the menu button beside it, and moved when the button came (a layout shift of 0.002 to
            0.005 on a phone). React hoists this link into <head>, where it must be. */}
        <link rel="expect" href={`#${mainId}`} blocking="render" />
        <SkipLink label={loadUi().skipLink} />
        {/* Next in the keyboard's order, though drawn at the bottom of the window: met early, it
            can be answered before the keyboard reaches the controls it covers there. */}
        <LanguageOffer />
        {children}
      </body>
    </html>
  );
}
