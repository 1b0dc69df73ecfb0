import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSwitcher } from './language-switcher';

/**
 * The languages in one compact control: the page's language, which opens the list of the others.
 * A <details>, so it opens with a tap or the keyboard before (and without) JavaScript. It opens
 * below itself, or above (`opens="up"`) at the foot of the side pane.
 */
export function LanguageMenu({
  label,
  names,
  links,
  opens = 'down',
}: {
  label: string;
  names: Record<Locale, string>;
  links: Record<Locale, string>;
  opens?: 'down' | 'up';
}) {
  const current = pageLocale();
  return (
    <details className="relative">
      <summary className="menu-link cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="10" cy="10" r="7.25" />
          <path d="M2.75 10h14.5M10 2.75c2 2 2.9 4.5 2.9 7.25S12 15.25 10 17.25C8 15.25 7.1 12.75 7.1 10S8 4.75 10 2.75Z" />
        </svg>
        <span className="sr-only">{label}: </span>
        {names[current]}
      </summary>
      <div
        className={`absolute z-40 w-44 rounded-xl border border-line bg-card p-2 shadow-lg ${opens === 'up' ? 'bottom-full left-0 mb-1' : 'top-full right-0 mt-1'}`}
      >
        <LanguageSwitcher label={label} names={names} links={links} layout="list" />
      </div>
    </details>
  );
}
