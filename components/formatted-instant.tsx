'use client';

import { formatInstant } from '@/lib/format';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

/**
 * A moment (e.g. Firebase's "Sat, 21 Nov 2026 06:12:46 GMT") in the page's language and the
 * visitor's time zone, ISO in `dateTime`: drawn in the browser, which knows the time zone.
 */
export function FormattedInstant({ value }: { value: string }) {
  const locale = useAddressLocale();
  const instant = new Date(value);
  return <time dateTime={instant.toISOString()}>{formatInstant(instant, locale)}</time>;
}
