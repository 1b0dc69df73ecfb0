// Build time: reads content/ through read-file.ts, with node:path.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localeFolder } from './read';
import { contentRoot, readText, relative } from './read-file';

/**
 * What the law of the countries the site serves asks its own texts to say, as rules: which file
 * must name which company fact or link, in every language, or must not say what the law does not
 * allow. A fact is named by its placeholder, so a rule holds however the fact is set.
 */
export interface LegalRule {
  /** The files that must say it, by their path in a language's folder. */
  files: string[];
  /** What the rule asks, in an editor's words. */
  says: string;
  /** The law that asks it. */
  law: string;
  /** What each file must carry, as written: {facts}, addresses. */
  carries?: string[];
  /** Or the words each language names it by. */
  words?: Record<Locale, RegExp>;
  /** Or, by language, a wording it must not use. */
  never?: Partial<Record<Locale, RegExp>>;
}

/** Portugal's electronic complaints book, which every page of a Portuguese trader links. */
export const COMPLAINTS_BOOK_HOST = 'www.livroreclamacoes.pt';

const LEGAL_NOTICE = 'legal/legalnotice.md';
const TERMS = 'legal/termsofuse.md';

export const legalRules: LegalRule[] = [
  {
    files: [LEGAL_NOTICE],
    says: 'identify the company: its name, office, register and number, VAT number, share capital, e-mail and telephone',
    law: "the e-Commerce Directive (2000/31/EC) art. 5, Portugal's Decreto-Lei 7/2004 art. 10 and Código das Sociedades Comerciais art. 171",
    carries: [
      '{company.legalName}',
      '{company.address.street}',
      '{company.registry}',
      '{company.taxNumber}',
      '{company.vatNumber}',
      '{company.shareCapital}',
      '{email.hello}',
      '{company.phone}',
    ],
  },
  {
    files: [LEGAL_NOTICE],
    says: 'name the publication director and the host, with its address and telephone',
    law: "France's mentions légales (loi pour la confiance dans l'économie numérique, art. 1-1, formerly 6 III)",
    carries: ['{publication.director}', '{hosting.name}', '{hosting.address}', '{hosting.phone}'],
  },
  {
    files: [LEGAL_NOTICE],
    says: 'give the points of contact for authorities and for members',
    law: 'the Digital Services Act (Regulation (EU) 2022/2065) arts. 11 and 12',
    carries: ['{email.legal}', '{email.support}'],
  },
  {
    files: [TERMS, LEGAL_NOTICE],
    says: "give the consumer mediator's name, address and website",
    law: "France's Code de la consommation, L612-1, L616-1 and R616-1",
    carries: ['{mediator.name}', '{mediator.address}', '{mediator.website}'],
  },
  {
    files: [TERMS, LEGAL_NOTICE, 'site.yaml'],
    says: "link Portugal's electronic complaints book",
    law: 'Decreto-Lei 156/2005, art. 5.º-B (as amended by Decreto-Lei 74/2017)',
    carries: [`https://${COMPLAINTS_BOOK_HOST}/`],
  },
  {
    files: ['pages/buyers.yaml', 'help/returns-and-cancellations.md'],
    says: 'name the consumer’s right of withdrawal where it describes returning a purchase',
    law: 'the Consumer Rights Directive (2011/83/EU) art. 9, in each country’s words',
    words: {
      en: /right of withdrawal/i,
      pt: /livre resolução/i,
      es: /desistimiento/i,
      fr: /rétractation/i,
    },
  },
  {
    files: ['messages.yaml', 'legal/privacypolicy.md'],
    says: 'say the privacy policy is read, not accepted: it is information, not a contract',
    law: 'the GDPR (Regulation (EU) 2016/679) art. 13',
    never: {
      en: /\baccept(?:s|ed)?\b(?:(?!\bread\b)[^.\n])*\{privacy\}|\bread and accepted\b/i,
      pt: /\baceit\p{L}*(?:(?!\blest\p{L}*)[^.\n])*\{privacy\}|\blest\p{L}* e aceit/iu,
      es: /\bacept\p{L}*(?:(?!\ble[íi]do\b)[^.\n])*\{privacy\}|\ble[íi]do y aceptado/iu,
      fr: /\baccept\p{L}*(?:(?!\bconnaissance\b)[^.\n])*\{privacy\}|\blue et acceptée/iu,
    },
  },
];

export interface LegalProblem {
  file: string;
  problem: string;
}

/** What one language's files break of the rules. */
function problemsIn(locale: Locale): LegalProblem[] {
  return legalRules.flatMap((rule) =>
    rule.files.flatMap((name) => {
      const file = path.join(contentRoot(), localeFolder(locale), name);
      const why = `must ${rule.says} (${rule.law})`;
      if (!fs.existsSync(file)) return [{ file: relative(file), problem: `${why}: it is missing` }];
      const text = readText(file);
      const lacking = [
        ...(rule.carries ?? []).filter((needed) => !text.includes(needed)),
        ...(rule.words && !rule.words[locale].test(text) ? [`"${rule.words[locale].source}"`] : []),
      ];
      const said = rule.never?.[locale]?.exec(text);
      return [
        ...(lacking.length
          ? [{ file: relative(file), problem: `${why}: lacks ${lacking.join(' ')}` }]
          : []),
        ...(said ? [{ file: relative(file), problem: `${why}: says "${said[0]}"` }] : []),
      ];
    }),
  );
}

/** Every language's files held to what the law asks them to say. */
export const legalProblems = (): LegalProblem[] => locales.flatMap(problemsIn);
