import type { Metadata } from 'next';
import { FirstPaint } from '@/components/first-paint';
import { LocalLink as Link } from '@/components/local-link';
import { PageHeader } from '@/components/page-header';
import { LinkCards } from '@/components/sections/link-cards';
import { BrandMark } from '@/components/shell/brand';
import { SkipLink } from '@/components/shell/skip-link';
import { loadSite } from '@/lib/content/site';
import { wordmark } from '@/lib/wordmark';
import { loadUi } from '@/lib/content/ui';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { menuLinks, pageRoute } from '@/lib/routes';
import { siteMetadata } from '@/lib/seo';
import { siteViewport } from '@/lib/site-viewport';
import { inlineMark } from '@/lib/inline-mark.mjs';
import { brandFont } from './brand-font';
import './globals.css';
import { notFoundLanguageScript, shownIn } from './global-not-found-language';

export const metadata: Metadata = {
  ...siteMetadata(),
  // One title for every language: the page's words follow the address once its script has run,
  // but the title is the framework's to write, and hydration writes it back.
  title: `404 | ${loadSite().name}`,
  robots: { index: false },
};
export const viewport = siteViewport;

/** One language's block of the page, drawn when the address is in that language. */
function InLanguage({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <div lang={languageTags[locale]} className={shownIn[locale]}>
      {children}
    </div>
  );
}

/** The ways on in a language: the side menu's pages and search, each described by its own page. */
function waysOn(locale: Locale) {
  return [...menuLinks().map((link) => link.href), '/search'].map((path) => {
    const head = pageRoute(path).head(locale);
    return { title: head.label, body: head.description, href: localePath(path, locale) };
  });
}

/**
 * The one 404 page of the export, for every address the site does not have, in the language of
 * that address (app/global-not-found-language.ts). A page of its own, without the side menu and footer:
 * those would be drawn four times over for one choice of language.
 */
export default function NotFound() {
  return (
    <html
      lang={languageTags.en}
      data-locale="en"
      className={brandFont.variable}
      // The script in <head> names the address's language on <html> before React hydrates.
      suppressHydrationWarning
    >
      <head>
        <script {...inlineMark} dangerouslySetInnerHTML={{ __html: notFoundLanguageScript() }} />
      </head>
      <body className="bg-page text-slate-900 antialiased dark:text-slate-100">
        {locales.map((locale) => (
          <InLanguage key={locale} locale={locale}>
            <SkipLink label={loadUi(locale).skipLink} />
          </InLanguage>
        ))}
        <header className="border-b border-line px-4 py-2 sm:px-8">
          {locales.map((locale) => (
            <InLanguage key={locale} locale={locale}>
              <Link
                href={localePath('/welcome', locale)}
                className="inline-flex min-h-11 items-center rounded-lg"
              >
                <BrandMark wordmark={wordmark()} />
              </Link>
            </InLanguage>
          ))}
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-5xl px-4 py-8 outline-none sm:px-8 sm:py-12"
        >
          {/* The page is short, and a way on's description, not the lead, is the largest text of
              its first screen: the first paint draws all of it, in whichever language shows. */}
          <FirstPaint>
            {locales.map((locale) => {
              const text = loadUi(locale).notFound;
              return (
                <InLanguage key={locale} locale={locale}>
                  <PageHeader heading={text.heading} lead={text.body} />
                  <div className="mt-8">
                    <LinkCards items={waysOn(locale)} />
                  </div>
                </InLanguage>
              );
            })}
          </FirstPaint>
        </main>
      </body>
    </html>
  );
}
