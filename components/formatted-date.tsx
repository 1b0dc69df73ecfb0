import { formatDate, formatInstant } from '@/lib/format';

/** An ISO date shown for people, kept machine-readable in `dateTime`. */
export function FormattedDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

/** A moment (e.g. Firebase's "Sat, 21 Nov 2026 06:12:46 GMT") for people, ISO in `dateTime`. */
export function FormattedInstant({ value }: { value: string }) {
  const instant = new Date(value);
  return <time dateTime={instant.toISOString()}>{formatInstant(instant)}</time>;
}
