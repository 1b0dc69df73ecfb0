import fs from 'node:fs';
import path from 'node:path';
import { factTexts } from '@/lib/content/facts';
import { contentRoot } from '@/lib/content/read';
import { defaultLocale, type Locale, locales, translatedLocales } from '@/lib/i18n/locales';

// A fact written out by hand in content/ goes stale the day the fact changes ("74 people" on one
// page, "38" on another). Copy names it instead ({team.size}), and this test finds each fact's text
// in every content file but the facts file itself. The texts come from the facts file, so a new
// fact is checked from the day it is added.

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
const DELIBERATE: { file: string; fact: string; why: string }[] = [
  {
    file: 'news/trust-and-safety-report-2026.md',
    fact: 'fees.services',
    why: '"above 10%" is a late-shipping rate, not the commission',
  },
];

interface Finding {
  fact: string;
  text: string;
}

/**
 * A fact's text as a pattern: any run of spaces and line breaks between its words, each word
 * perhaps in the plural ("Tuesdays and Fridays" for "Tuesday and Friday"), and not part of a
 * longer word or number ("8%" is not in "18%" or "0.8%", "74" not in "1974" or "74.5").
 */
function literalPattern(text: string): RegExp {
  const body = text
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(\p{L})$/u, '$1s?'))
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}]|\\p{N}[.,])${body}(?![\\p{L}\\p{N}]|[.,]\\p{N})`, 'u');
}

/** Each language's facts as that language writes them ("8%" in English, "8 %" in French). */
const literals = Object.fromEntries(
  locales.map((locale) => [
    locale,
    [...factTexts(locale)]
      .filter(([fact]) => !(fact in UNCHECKED))
      .map(([fact, text]) => ({ fact, text, pattern: literalPattern(text) })),
  ]),
) as Record<Locale, { fact: string; text: string; pattern: RegExp }[]>;

/** Every fact `source`, written in `locale`, writes out, with the words it wrote. */
function factsWrittenOut(source: string, locale: Locale = defaultLocale): Finding[] {
  return literals[locale].flatMap(({ fact, pattern }) => {
    const match = pattern.exec(source);
    return match ? [{ fact, text: match[0].replace(/\s+/g, ' ') }] : [];
  });
}

/** A content file's language and its path in that language's folder (news/x.md for pt/news/x.md). */
function languageOf(file: string): { locale: Locale; inFolder: string } {
  const [first, ...rest] = file.split('/');
  const locale = translatedLocales.find((candidate) => candidate === first);
  return locale ? { locale, inFolder: rest.join('/') } : { locale: defaultLocale, inFolder: file };
}

function contentFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? contentFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

const root = contentRoot();
const FACTS_FILE = 'facts.yaml';

describe('facts are named, not written out', () => {
  it('finds a fact written out, and only whole ones (the check can fail)', () => {
    const fixture =
      'Sellers pay 8% (not 18% or 0.8%), paid out on Tuesdays and Fridays\nby Verdemar Payments, S.A. Write to press@agora-market.example; {fees.goods} is fine.';
    const byFact = (a: Finding, b: Finding) => a.fact.localeCompare(b.fact);
    expect(factsWrittenOut(fixture).sort(byFact)).toEqual([
      { fact: 'email.domain', text: 'agora-market.example' },
      { fact: 'email.press', text: 'press@agora-market.example' },
      { fact: 'escrow.provider', text: 'Verdemar Payments, S.A.' },
      { fact: 'fees.goods', text: '8%' },
      { fact: 'payouts.days', text: 'Tuesdays and Fridays' },
    ]);
  });

  it('finds a fact written out in a translation, as its language writes it', () => {
    expect(factsWrittenOut('Les vendeurs paient 8\u202f% et 18 %.', 'fr')).toEqual([
      { fact: 'fees.goods', text: '8 %' },
    ]);
  });

  it('in every content file, in every language, but the facts file', () => {
    const found = contentFiles(root)
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => file !== FACTS_FILE)
      .flatMap((file) => {
        const { locale, inFolder } = languageOf(file);
        return factsWrittenOut(fs.readFileSync(path.join(root, file), 'utf8'), locale)
          .filter(({ fact }) => !DELIBERATE.some((d) => d.file === inFolder && d.fact === fact))
          .map(({ fact, text }) => `content/${file}: "${text}" is {${fact}}`);
      });
    expect(found).toEqual([]);
  });

  it('every deliberate exception still applies', () => {
    const stale = DELIBERATE.filter(
      ({ file, fact }) =>
        !factsWrittenOut(fs.readFileSync(path.join(root, file), 'utf8')).some(
          (finding) => finding.fact === fact,
        ),
    );
    expect(stale).toEqual([]);
  });
});
