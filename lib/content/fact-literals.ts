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
  texts: ReadonlyMap<string, string>,
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

/** A list fact whose items a text may name one by one: the payout days. */
export interface ListFact {
  fact: string;
  /** The fact's text in the language: "Tuesday and Friday". */
  text: string;
  /** Each item's name in the language: "Tuesday", "Friday". */
  items: string[];
}

/**
 * A weekday's name as a pattern, in any case and perhaps in the plural: "Fridays", "Sexta-feira",
 * "sextas-feiras", "vendredis" (a date's weekday, "Friday 25 December", included).
 */
const itemPattern = (name: string) =>
  new RegExp(
    `(?<!\\p{L})${name
      .split('-')
      .map((part) => `${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?`)
      .join('(?:-')}${')?'.repeat(name.split('-').length - 1)}(?!\\p{L})`,
    'iu',
  );

/** Where a text's paragraphs part: a blank line. */
export const PARAGRAPH_BREAK = /\n\s*\n/;

/**
 * Each item of a list fact that `paragraphs` (a text split at PARAGRAPH_BREAK) name by hand in a paragraph about the fact's group (one
 * that names another of its facts, {payouts.instantFee}): "Friday 25 December and Friday 1 January
 * are not working days. Scheduled payouts due on those days…" stops being true the day the payout
 * days change, and no check of the whole list's text ("Tuesday and Friday") finds it.
 */
export function listItemsWrittenOut(
  paragraphs: string[],
  lists: ListFact[],
): (FactWrittenOut & { list: string })[] {
  return paragraphs.flatMap((paragraph) =>
    lists
      .filter(({ fact }) => paragraph.includes(`{${fact.slice(0, fact.indexOf('.'))}.`))
      .flatMap(({ fact, text: list, items }) =>
        items.flatMap((item) => {
          const match = itemPattern(item).exec(paragraph);
          return match ? [{ fact, text: match[0], list }] : [];
        }),
      ),
  );
}

/** What an editor reads for an item of a list fact written out in `locale`'s copy. */
export const listItemProblem = ({ fact, text, list }: FactWrittenOut & { list: string }) =>
  `"${text}" is one of the company fact {${fact}} (${list}), written out where the text is about it: write {${fact}}, or words that stay true when it changes`;
