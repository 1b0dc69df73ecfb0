import { formatDate } from '@/lib/format';

/** An ISO date shown for people, kept machine-readable in `dateTime`. */
export function FormattedDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}
