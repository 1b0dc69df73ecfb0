import { usePathname } from 'next/navigation';
import { localeOfPath } from './paths';
import type { Locale } from './locales';

/**
 * In a client component, the language of the page it is on, from its address: the browser's
 * counterpart of pageLocale(), which server components read.
 */
export function useAddressLocale(): Locale {
  return localeOfPath(usePathname() ?? '/');
}
