import type { ReactNode } from 'react';
import { AudienceBeacon } from '@/components/shell/audience-beacon';
import { LanguageOffer } from '@/components/shell/language-offer';
import { mainId, SkipLink } from '@/components/shell/skip-link';
import { isMeasured } from '@/lib/audience/measured-locales';
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
    <html lang={languageTags[locale]} className={brandFont.variable}>
      <body className="bg-page text-slate-900 antialiased dark:text-slate-100">
        {/* The browser draws nothing before <main> begins, so the side menu above it is first drawn
            whole. Drawn while it was still arriving, its top bar showed the sign-in link without
            the menu button beside it, and moved when the button came (a layout shift of 0.002 to
            0.005 on a phone). React hoists this link into <head>, where it must be. */}
        <link rel="expect" href={`#${mainId}`} blocking="render" />
        <SkipLink label={loadUi().skipLink} />
        {/* Next in the keyboard's order, though drawn at the bottom of the window: met early, it
            can be answered before the keyboard reaches the controls it covers there. */}
        <LanguageOffer />
        {isMeasured(locale) && <AudienceBeacon />}
        {children}
      </body>
    </html>
  );
}
