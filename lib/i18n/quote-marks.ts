import type { Locale } from './locales';

/**
 * Each language's quotation marks: English's curly quotes, the guillemets of Portuguese, Spanish
 * and French, French's with a narrow no-break space inside (lib/content/proofreading.ts holds the
 * copy to the same marks).
 */
const quoteMarks: Record<Locale, readonly [open: string, close: string]> = {
  en: ['“', '”'],
  pt: ['«', '»'],
  es: ['«', '»'],
  fr: ['«\u202f', '\u202f»'],
};

/** `text` between `locale`'s quotation marks. */
export function quoted(text: string, locale: Locale): string {
  const [open, close] = quoteMarks[locale];
  return `${open}${text}${close}`;
}
