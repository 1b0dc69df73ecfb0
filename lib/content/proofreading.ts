import type { Locale } from '@/lib/i18n/locales';
import { usageRules } from './usage-rules';

/**
 * What a proofreader checks mechanically in a language's copy, once its {facts} are filled in:
 * punctuation a fact doubled ("S.A.."), the language's own quote marks and the spaces French puts
 * before its high punctuation, a preposition left beside the article it contracts with, the one
 * form of address each language uses, and the words its native editors struck (usage-rules.ts).
 * Each rule says what is wrong in a proofreader's words.
 */
export interface ProofreadingRule {
  name: string;
  /** What a proofreader would write in the margin. */
  message: string;
  pattern: RegExp;
  /** Read in the text as written, its {facts} not filled in: how the copy uses a fact. */
  inSource?: true;
  /** Marked only past this many in one file: once is fine, every paragraph reads as a tic. */
  perFile?: number;
  /** Files (paths in a language's folder) the rule leaves alone: the legal texts' own phrasing. */
  outside?: RegExp;
}

const NARROW_SPACE = '\u202f';
const NO_BREAK_SPACE = '\u00a0';
const KEPT_APART = `[${NARROW_SPACE}${NO_BREAK_SPACE}]`;

const everyLanguage: ProofreadingRule[] = [
  {
    name: 'doubled-stop',
    message: 'two full stops in a row: a sentence that ends on a name ending in "." takes no other',
    pattern: /(?<![.…])\.\.(?!\.)/g,
  },
  {
    name: 'doubled-comma',
    message: 'two commas or semicolons in a row',
    pattern: /[,;]\s*[,;]/g,
  },
];

/** English's, Portuguese's and Spanish's: no space before a comma or a full stop. */
const noSpaceBefore: ProofreadingRule = {
  name: 'space-before-punctuation',
  message: 'a space before a comma or a full stop',
  pattern: /\p{L} [,.](?=\s|$)/gu,
};

const angleQuotes: ProofreadingRule = {
  name: 'quote-marks',
  message: 'quotes in this language are « », not “ ” or " "',
  pattern: /[“”]/g,
};

const rules: Record<Locale, ProofreadingRule[]> = {
  en: [
    noSpaceBefore,
    {
      name: 'british-spelling',
      message:
        'British English: centre, colour, favourite ("Help Center" and "Business Center" are names)',
      pattern: /(?<!(Help|Business)\s)\bcent(er|ers)\b|\bcolors?\b|\bfavorites?\b/gi,
    },
  ],
  pt: [
    noSpaceBefore,
    angleQuotes,
    {
      name: 'contraction',
      message: 'contract the preposition with the article: no, na, num, numa (em + o, a, um, uma)',
      pattern: /(?<!\p{L})em (o|a|os|as|um|uma|uns|umas)(?!\p{L})/giu,
    },
    {
      name: 'form-of-address',
      message: 'the Portuguese pages address the reader as tu, not você',
      pattern: /(?<!\p{L})vocês?(?!\p{L})/giu,
    },
  ],
  es: [
    noSpaceBefore,
    angleQuotes,
    {
      name: 'contraction',
      message: 'contract the preposition with the article: al, del (a el, de el)',
      pattern: /(?<!\p{L})(a|de) el(?!\p{L})/gu,
    },
    {
      name: 'form-of-address',
      message: 'the Spanish pages address the reader as tú, not usted',
      pattern: /(?<!\p{L})usted(es)?(?!\p{L})/giu,
    },
  ],
  fr: [
    angleQuotes,
    {
      name: 'quote-spacing',
      message: 'French quotes hold a narrow no-break space inside: « texte »',
      pattern: new RegExp(`«(?!${KEPT_APART})|(?<!${KEPT_APART})»`, 'g'),
    },
    {
      name: 'space-before-high-punctuation',
      message: 'French puts a no-break space before ; : ? ! (not a plain space, not none)',
      pattern: /(?:\p{L}|\p{N}|[»)])[;:?!](?=\s|$)| [;:?!](?=\s|$)/gu,
    },
    {
      name: 'date-article',
      message: 'a date needs its article: après le 18 novembre',
      pattern:
        /\b(après|avant|dès|jusqu'au|depuis) \d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/gi,
    },
  ],
};

/**
 * What is not prose in a text, and what stands in for it: a link's address goes (its text stays
 * in the sentence), a bare address, code, an e-mail address or an HTML tag becomes a word.
 */
const NOT_PROSE: [RegExp, string][] = [
  [/\]\([^)]*\)/g, ''],
  [/\b(?:https?|mailto):[^\s)]*/g, 'x'],
  [/`[^`]*`/g, 'x'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, 'x'],
  [/<[^>]+>/g, ' '],
];

export interface ProofreadingProblem {
  rule: string;
  message: string;
  /** The words around it. */
  excerpt: string;
}

/** Every rule of `locale`'s proofreader. */
export const rulesOf = (locale: Locale): ProofreadingRule[] => [
  ...everyLanguage,
  ...rules[locale],
  ...usageRules[locale],
];

/**
 * The problems a proofreader of `locale` would mark in `text`: copy with its facts filled in, or,
 * with `asWritten`, the same copy before, for the rules that read how it names a fact.
 */
export function proofread(text: string, locale: Locale, asWritten = false): ProofreadingProblem[] {
  const prose = NOT_PROSE.reduce((rest, [pattern, by]) => rest.replace(pattern, by), text);
  return rulesOf(locale)
    .filter((rule) => (rule.inSource ?? false) === asWritten)
    .flatMap((rule) =>
      [...prose.matchAll(rule.pattern)].map((match) => ({
        rule: rule.name,
        message: rule.message,
        excerpt: prose
          .slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
          .replace(/\s+/g, ' ')
          .trim(),
      })),
    );
}
