import fs from 'node:fs';
import path from 'node:path';
import { factTexts } from '@/lib/content/facts';
import { contentRoot } from '@/lib/content/read';

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

/** Places where a fact's text stands for something else, by file and fact. */
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

const literals = [...factTexts()]
  .filter(([fact]) => !(fact in UNCHECKED))
  .map(([fact, text]) => ({ fact, text, pattern: literalPattern(text) }));

/** Every fact `source` writes out, with the words it wrote. */
function factsWrittenOut(source: string): Finding[] {
  return literals.flatMap(({ fact, pattern }) => {
    const match = pattern.exec(source);
    return match ? [{ fact, text: match[0].replace(/\s+/g, ' ') }] : [];
  });
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

  it('in every content file but the facts file', () => {
    const found = contentFiles(root)
      .map((file) => path.relative(root, file))
      .filter((file) => file !== FACTS_FILE)
      .flatMap((file) =>
        factsWrittenOut(fs.readFileSync(path.join(root, file), 'utf8'))
          .filter(({ fact }) => !DELIBERATE.some((d) => d.file === file && d.fact === fact))
          .map(({ fact, text }) => `content/${file}: "${text}" is {${fact}}`),
      );
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
