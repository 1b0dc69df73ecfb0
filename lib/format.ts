import { languageTags, type Locale } from './i18n/locales';

/**
 * Display formats for dates, money and places, in the page's language as its market writes them,
 * fixed per language (never the visitor's or the build machine's) so builds are reproducible.
 */

/** "21 November 2026" from "2026-11-21" (read as UTC so no time zone shifts the day). */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "21 November 2026 at 06:12" in the visitor's time zone: for instants shown in the browser. */
export function formatInstant(instant: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(instant);
}

export function formatMoneyRange(
  min: number,
  max: number,
  currency: string,
  locale: Locale,
): string {
  const money = new Intl.NumberFormat(languageTags[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  return min === max ? money.format(min) : `${money.format(min)}–${money.format(max)}`;
}

/** "€38" or "€12.50": a price in euros, cents only when there are any. */
export function formatEuros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "Portugal" from "PT". */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames(languageTags[locale], { type: 'region' }).of(code) ?? code;
}

/** A content template with its {placeholders} filled: fill('Page {page}', { page: 2 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** "8%" from 8: fees and shares are written in the facts file as percentages. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** "€49" for a whole amount, "€0.50" otherwise: cents only where there are any. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(languageTags[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** "240,000" from 240000. */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale]).format(count);
}

/** "7 days" from 7. */
export function formatDays(days: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTags[locale], {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}

/** "Portugal, Spain and France" from three names. */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(languageTags[locale], { type: 'conjunction' }).format(items);
}

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** "Tuesday" from "tuesday", in the site's language (1 January 2024 was a Monday). */
export function weekdayName(day: Weekday, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day))),
  );
}
