import { languageNameIn } from '@/lib/i18n/language-names';
import type { Locale } from '@/lib/i18n/locales';

// A fact written out by hand in content/ goes stale the day the fact changes ("74 people" on one
// page, "38" on another). Copy names it instead ({team.size}); this finds each fact's text, as
// the language writes it, in a content file's source. The texts come from the facts file, so a
// new fact is looked for from the day it is added, and a changed one by its new text.

/**
 * Facts whose text is too common a word or number to mean the fact wherever it appears: they are
 * not looked for at all.
 */
const UNCHECKED: Record<string, string> = {
  'company.address.country': '"Portugal" is also a country members live in',
  'company.address.countryCode': '"PT" is also a job location',
  'company.address.locality': '"Lisboa" is also in the data protection authority\'s address',
  'plans.team.seats': 'a bare "5" is any small number',
  'plans.business.seats': 'a bare "25" is also days of holiday and a date',
};

/** Places where a fact's text stands for something else, by file (in English's folder) and fact. */
export const DELIBERATE: { file: string; fact: string; why: string }[] = [
  {
    file: 'news/trust-and-safety-report-2026.md',
    fact: 'fees.services',
    why: '"above 10%" is a late-shipping rate, not the commission',
  },
];

/** A fact the company has yet to give shows a dash: there are no words to look for. */
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

export interface FactWrittenOut {
  fact: string;
  text: string;
}

/** The no-break spaces that group a number's thousands in Portuguese and French (1 500 €). */
const GROUPING = '\u00a0\u202f';

/**
 * A fact's text as a pattern: any run of spaces and line breaks between its words, each word
 * perhaps in the plural ("Tuesdays and Fridays" for "Tuesday and Friday"), and not part of a
 * longer word or number ("8%" is not in "18%" or "0.8%", "74" not in "1974" or "74.5", "500" not
 * in "1 500").
 */
function literalPattern(text: string): RegExp {
  const body = text
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(\p{L})$/u, '$1s?'))
    .join('\\s+');
  return new RegExp(
    `(?<![\\p{L}\\p{N}]|\\p{N}[.,${GROUPING}])${body}(?![\\p{L}\\p{N}]|[.,]\\p{N}|[${GROUPING}]\\p{N}{3})`,
    'u',
  );
}

/**
 * Every fact `source` writes out, with the words it wrote, given the facts' texts in the source's
 * language (factTexts). `file` is the source's path in its language's folder, for DELIBERATE.
 */
export function factsWrittenOut(
  source: string,
  texts: Map<string, string>,
  file?: string,
): FactWrittenOut[] {
  return [...texts]
    .filter(([fact, text]) => !(fact in UNCHECKED) && hasWords(text))
    .filter(([fact]) => !DELIBERATE.some((kept) => kept.file === file && kept.fact === fact))
    .flatMap(([fact, text]) => {
      const match = literalPattern(text).exec(source);
      return match ? [{ fact, text: match[0].replace(/\s+/g, ' ') }] : [];
    });
}

/** What an editor reads for a fact written out in `locale`'s copy. */
export const writtenOutProblem = ({ fact, text }: FactWrittenOut, locale: Locale) =>
  `"${text}" is a company fact: write {${fact}} instead, and the ${languageNameIn(locale, 'en')} page shows its current value`;
