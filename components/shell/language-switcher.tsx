'use client';

import { usePathname } from 'next/navigation';
import { rememberLanguageChoice } from '@/lib/i18n/language-choice';
import { languageTags, locales, type Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/paths';

/**
 * The same page in each language, or for an entry a language does not have yet, the page above it
 * there (its list). Plain links, rendered into the HTML, so they work without JavaScript; each
 * says its language (lang, hreflang) so screen readers pronounce it right. A language picked here
 * answers the language offer (./language-offer.tsx) for good.
 */
export function LanguageSwitcher({
  label,
  names,
  links,
  layout = 'bar',
}: {
  label: string;
  /** `bar`: side by side; `list`: one a row (the header's language menu). */
  layout?: 'bar' | 'list';
  /** Each language's own name (lib/i18n/language-names). */
  names: Record<Locale, string>;
  /** This page in each language (lib/routes languageLinks). */
  links: Record<Locale, string>;
}) {
  const current = localeOfPath(usePathname());
  return (
    <nav aria-label={label}>
      <ul className={layout === 'bar' ? 'menu-bar' : 'menu-list text-sm'}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={links[locale]}
              hrefLang={languageTags[locale]}
              lang={languageTags[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLanguageChoice(locale)}
            >
              {names[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
