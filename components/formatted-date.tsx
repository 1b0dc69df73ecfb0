import { formatDate } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';

/** An ISO date shown in the page's language, kept machine-readable in `dateTime`. */
export function FormattedDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date, pageLocale())}</time>;
}
