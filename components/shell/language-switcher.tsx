'use client';

import { usePathname } from 'next/navigation';
import { rememberLanguageChoice } from '@/lib/i18n/language-choice';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { localeOfPath, localePath, withoutLocale } from '@/lib/i18n/paths';

/**
 * The same page in each language. Plain links, rendered into the HTML, so they work without
 * JavaScript; each says its language (lang, hreflang) so screen readers pronounce it right. A
 * language picked here answers the language offer (./language-offer.tsx) for good.
 */
export function LanguageSwitcher({
  label,
  names,
}: {
  label: string;
  /** Each language's own name (lib/i18n/language-names). */
  names: Record<Locale, string>;
}) {
  const pathname = usePathname();
  const current = localeOfPath(pathname);
  const page = withoutLocale(pathname);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localePath(page, locale)}
              hrefLang={languageTags[locale]}
              lang={languageTags[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLanguageChoice(locale)}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-brand-950 dark:aria-[current=true]:text-brand-200"
            >
              {names[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
