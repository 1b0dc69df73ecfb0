import 'server-only';
import { z } from 'zod';
import { PRODUCTION_VARIABLES, usesEmulators } from '@/lib/backend.mjs';
import {
  countryName,
  formatCount,
  formatDays,
  formatList,
  formatMoney,
  formatPercent,
  weekdayName,
  weekdays,
} from '@/lib/format';
import { countriesIn, placesWith, weekly } from '@/lib/fact-forms';
import { isReservedDomain } from '@/lib/reserved-domains';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/locales';
import { countryCode } from './country-code';
import { text, withoutHtml } from './text';
import path from 'node:path';
import { today } from '@/lib/today';
import { changeDays, factsOn, historyProblems } from './dated-facts';
import { ContentError } from './errors';
import { contentRoot, once, parseWith, readText, relative, yamlOf } from './read-file';

/** How a fact is written in a language. */
type Format<T> = (value: T, locale: Locale) => string;

/**
 * A fact that code may compute with (`value`) and copy shows as `text(locale)`: each kind of fact
 * is formatted one way, here, so "8%" or "€0.50" reads the same on every page of a language.
 * Some kinds also have `forms`, other ways a sentence may need one written: copy names a form
 * after a colon, {market.countries:in} ("au Portugal, en Espagne et en France").
 */
export class Fact<T> {
  constructor(
    readonly value: T,
    private readonly format: Format<T>,
    readonly forms: Record<string, Format<T>> = {},
  ) {}

  text(locale: Locale = defaultLocale, form?: string): string {
    return (form ? this.forms[form] : this.format)(this.value, locale);
  }
}

/**
 * Marks, in the schema's JSON Schema, a fact only the company can give: the launch check looks
 * for each one in the facts file (lib/content/launch-placeholders.ts).
 */
export const TO_BE_SUPPLIED_MARK = { toBeSupplied: true };

/** The marketplace trades in euro only. */
const CURRENCY = 'EUR';

const percent = z
  .number()
  .min(0)
  .max(100)
  .transform((value) => new Fact(value, formatPercent));
const euros = z
  .number()
  .min(0)
  .transform((value) => new Fact(value, (amount, locale) => formatMoney(amount, CURRENCY, locale)));
/** An amount in euro only the company can give (its share capital). */
const eurosToBeSupplied = z
  .number()
  .min(0)
  .optional()
  .meta(TO_BE_SUPPLIED_MARK)
  .transform(
    (value) =>
      new Fact(value, (amount, locale) =>
        amount === undefined ? PENDING : formatMoney(amount, CURRENCY, locale),
      ),
  );
const count = z
  .number()
  .int()
  .min(0)
  .transform((value) => new Fact(value, formatCount));
const days = z
  .number()
  .int()
  .min(1)
  .transform((value) => new Fact(value, formatDays));
/** Words a fact says, in every language: `{ en: one working day, pt: um dia útil, … }`. */
const words = z
  .object(
    Object.fromEntries(locales.map((locale) => [locale, text])) as Record<Locale, typeof text>,
  )
  .strict();
const localized = words.transform(
  (byLocale) => new Fact(byLocale, (value, locale) => value[locale]),
);
/** A list fact: each item's text in the language, joined as the language joins a list. */
const listOf =
  <T>(itemText: (item: T, locale: Locale) => string, forms: Record<string, Format<T[]>> = {}) =>
  (items: T[]) =>
    new Fact(
      items,
      (value, locale) =>
        formatList(
          value.map((item) => itemText(item, locale)),
          locale,
        ),
      forms,
    );
const localizedList = z
  .array(words)
  .min(1)
  .transform(listOf((item, locale) => item[locale]));
/** Places a sentence may put after "in" or "of": {team.offices:in}, {team.offices:of}. */
const places = z
  .array(words)
  .min(1)
  .transform(
    listOf((item, locale) => item[locale], {
      in: (items, locale) =>
        placesWith(
          items.map((item) => item[locale]),
          'in',
          locale,
        ),
      of: (items, locale) =>
        placesWith(
          items.map((item) => item[locale]),
          'of',
          locale,
        ),
    }),
  );
const countries = z
  .array(countryCode)
  .min(1)
  .transform(listOf(countryName, { in: countriesIn }));
const daysOfWeek = z.array(z.enum(weekdays)).min(1).transform(listOf(weekdayName, { weekly }));
/**
 * A fact only the company can give (who answers for what the site publishes, its host, its
 * mediator): empty until it does, and shown as a dash meanwhile. A live deploy refuses to start
 * while one is empty.
 */
const toBeSupplied = withoutHtml(z.string().trim())
  .optional()
  .meta(TO_BE_SUPPLIED_MARK)
  .transform((value = '') => new Fact(value, (text) => text || PENDING));
/** Shown where a fact the company has yet to give goes. */
const PENDING = '—';

/** Whether `fact` is one the company has yet to give. */
export const isPending = (fact: Fact<unknown>) => fact.value === '' || fact.value === undefined;

/**
 * Why a build cannot use `domain` for mail, or undefined. Locally (no NEXT_PUBLIC_FIREBASE_*
 * settings) mail goes to the capture server whatever the domain, so the example one is fine; a
 * production build would publish addresses nobody reads and send mail nobody can answer.
 */
export function mailDomainProblem(
  domain: string,
  env?: Parameters<typeof usesEmulators>[0],
): string | undefined {
  if (!isReservedDomain(domain) || usesEmulators(env)) return undefined;
  return (
    `${domain} is reserved for examples and receives no mail. This is a production build (the ` +
    `NEXT_PUBLIC_FIREBASE_* settings are set): set email.domain in content/facts.yaml to the ` +
    `company's real mail domain, which every address on the site and in its mails is made from.`
  );
}

/** The function that sends mail writes to this mailbox: it must exist. */
const SUPPORT_MAILBOX = 'support';

const email = z
  .object({
    domain: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name in lower case, like agora.pt')
      .superRefine((domain, context) => {
        const problem = mailDomainProblem(domain);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    mailboxes: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a-z, 0-9 and inner hyphens'))
      .refine((boxes) => boxes.includes(SUPPORT_MAILBOX), `must include ${SUPPORT_MAILBOX}`),
  })
  .strict()
  .transform(
    ({ domain, mailboxes }): Record<string, string> & { domain: string; support: string } => ({
      ...Object.fromEntries(mailboxes.map((box) => [box, `${box}@${domain}`])),
      domain,
      support: `${SUPPORT_MAILBOX}@${domain}`,
    }),
  );

// Each fact's description is its hint in the CMS: what it means, how copy names it, how pages
// show it.
const PERCENT = 'A plain number: 8 shows as 8% (8 % in French).';
const EUROS = 'In euro, a plain number: 0.5 shows as €0.50 (0,50 € in French).';
const IN_EVERY_LANGUAGE = 'In each language, as it reads in the middle of a sentence.';
const TO_BE_SUPPLIED =
  'Only the company can give it: until it does, pages show a dash and a live deploy refuses to start.';

export const factsSchema = z
  .object({
    company: z
      .object({
        legalName: text.describe('The legal entity behind the brand: {company.legalName}.'),
        registry: localized.describe(`Where the company is registered. ${IN_EVERY_LANGUAGE}`),
        taxNumber: text.describe(
          '{company.taxNumber}: its tax number, kept on one line by no-break spaces between its parts.',
        ),
        vatNumber: text.describe(
          '{company.vatNumber}: the EU VAT identification number (in Portugal, PT and the NIPC).',
        ),
        shareCapital: eurosToBeSupplied.describe(
          `{company.shareCapital}: the share capital, which a company's website states. ${EUROS} ${TO_BE_SUPPLIED}`,
        ),
        phone: toBeSupplied.describe(
          `{company.phone}: a telephone number the public can reach the company at, as dialled from abroad (+351 …). ${TO_BE_SUPPLIED}`,
        ),
        address: z
          .object({
            street: text,
            postalCode: text,
            locality: text,
            countryCode: countryCode.describe(
              "{company.address.country} is the country's name in the page's language.",
            ),
          })
          .strict()
          // The country's name in each language, from its code.
          .transform((address) => ({
            ...address,
            country: new Fact(address.countryCode, countryName),
          })),
      })
      .strict()
      .describe(
        'The legal entity behind the brand: {company.legalName}, {company.address.street}, …',
      ),
    publication: z
      .object({
        director: toBeSupplied.describe(
          `{publication.director}: the person who answers for what the site publishes, named in the legal notice (France's "directeur de la publication"). ${TO_BE_SUPPLIED}`,
        ),
      })
      .strict()
      // Until the company gives one of its facts, the CMS writes no group at all.
      .prefault({}),
    hosting: z
      .object({
        name: toBeSupplied.describe(
          `{hosting.name}: the company that hosts the site, as named in its hosting contract. ${TO_BE_SUPPLIED}`,
        ),
        address: toBeSupplied.describe(
          `{hosting.address}: its address, on one line. ${TO_BE_SUPPLIED}`,
        ),
        phone: toBeSupplied.describe(`{hosting.phone}: its telephone number. ${TO_BE_SUPPLIED}`),
      })
      .strict()
      .prefault({})
      .describe('Who hosts the site: the legal notice names it, as French law requires.'),
    mediator: z
      .object({
        name: toBeSupplied.describe(
          `{mediator.name}: the consumer mediator the company has joined, which consumers in France may turn to for free. ${TO_BE_SUPPLIED}`,
        ),
        address: toBeSupplied.describe(
          `{mediator.address}: its postal address, on one line. ${TO_BE_SUPPLIED}`,
        ),
        website: toBeSupplied
          .refine(
            (fact) => fact.value === '' || /^https:\/\/\S+$/.test(fact.value),
            'must be the address of its website, starting with https://',
          )
          .describe(
            `{mediator.website}: the website where a consumer files a case. ${TO_BE_SUPPLIED}`,
          ),
      })
      .strict()
      .prefault({})
      .describe(
        'The consumer mediator named in the Terms of Use and the legal notice (French consumer code, L612-1 and R616-1).',
      ),
    email: email.describe(
      'Every address on the site and in its mails is a mailbox at this domain: {email.press} is ' +
        'press@<domain>, {email.domain} the domain alone. A production build stops while the ' +
        'domain is a reserved example one (.example, example.com, .test, …): set the real one ' +
        'before going live.',
    ),
    team: z
      .object({
        size: count.describe('{team.size}: everyone on the payroll, founders included.'),
        offices: places.describe(
          `{team.offices}; after "in" {team.offices:in} (à Lisbonne et à Madrid), after "of" {team.offices:of} (de Lisbonne et de Madrid). ${IN_EVERY_LANGUAGE} A city said with its article is written with it: o Porto, Le Havre.`,
        ),
      })
      .strict(),
    market: z
      .object({
        countries: countries.describe(
          'Where members can sign up, buy, sell and be paid: {market.countries}; after "in", {market.countries:in} (au Portugal, en Espagne et en France).',
        ),
        members: count.describe(
          '{market.members}: accounts at the end of the last reporting period (the figures on /welcome and /investors). A plain number: 240000 shows as 240,000.',
        ),
      })
      .strict(),
    fees: z
      .object({
        goods: percent.describe(`{fees.goods}: the commission on goods. ${PERCENT}`),
        services: percent.describe(
          `{fees.services}: the commission on services; {fees.servicesKept}, what a talent keeps, follows. ${PERCENT}`,
        ),
      })
      .strict()
      .describe(
        'Commission, in percent of the order or milestone total, paid by the seller or talent only.',
      )
      .transform((fees) => ({
        ...fees,
        servicesKept: percent.parse(100 - fees.services.value),
      })),
    escrow: z
      .object({
        provider: text.describe(
          "{escrow.provider}: who holds buyers' and clients' money until release (Terms of Use, section 6).",
        ),
        providerLicence: localized.describe(`{escrow.providerLicence}. ${IN_EVERY_LANGUAGE}`),
        releaseAfter: days.describe(
          '{escrow.releaseAfter}: days after delivery until the payment is released if nobody confirms or disputes; also how long a client has to accept a delivered milestone. 7 shows as "7 days".',
        ),
      })
      .strict(),
    payments: z
      .object({
        methods: localizedList.describe(
          `{payments.methods}: what buyers and clients can pay with, in the order the checkout shows them. ${IN_EVERY_LANGUAGE}`,
        ),
      })
      .strict(),
    payouts: z
      .object({
        days: daysOfWeek.describe(
          'Scheduled payouts, free: "every {payouts.days}"; as days that come back each week, {payouts.days:weekly} (on Tuesdays and Fridays, às terças e sextas-feiras).',
        ),
        arrival: localized.describe(
          `How long a scheduled payout usually takes to reach the bank: "within {payouts.arrival}". ${IN_EVERY_LANGUAGE}`,
        ),
        instantFee: euros.describe(
          `{payouts.instantFee}: an instant payout, at any hour. ${EUROS}`,
        ),
        verificationAbove: euros.describe(
          `{payouts.verificationAbove}: identity checks are required before total payouts pass this amount. ${EUROS}`,
        ),
      })
      .strict(),
    accounts: z
      .object({
        setupTime: localized.describe(
          `How long opening an account takes, a seller's shop and payout details included: "it takes {accounts.setupTime}". ${IN_EVERY_LANGUAGE}`,
        ),
      })
      .strict(),
    ambassadors: z
      .object({
        commissionFreeSales: euros.describe(
          `Sellers and talents who join with an ambassador's invitation link pay no commission on their sales up to this amount: "no commission on their first {ambassadors.commissionFreeSales} of sales". ${EUROS}`,
        ),
      })
      .strict(),
    disputes: z
      .object({
        answerTime: localized.describe(
          `The first answer from a person: "answered within {disputes.answerTime}". ${IN_EVERY_LANGUAGE}`,
        ),
      })
      .strict(),
    support: z
      .object({
        answerTime: localized.describe(
          `Any other message to the team: "we answer within {support.answerTime}". ${IN_EVERY_LANGUAGE}`,
        ),
      })
      .strict(),
    plans: z
      .object({
        team: z.object({ seats: count, listings: count }).strict(),
        business: z
          .object({
            price: euros.describe(`A month, VAT excluded. ${EUROS}`),
            seats: count,
            listings: count,
          })
          .strict(),
      })
      .strict()
      .describe(
        'Business Center plans: {plans.team.seats}, {plans.business.price}, … The Team plan is free; prices exclude VAT, per month.',
      ),
  })
  .strict();

export type Facts = z.output<typeof factsSchema>;
export type Company = Facts['company'];

/** The facts file, under content/: the one content file read as written, not filled with facts. */
export const FACTS_FILE = 'facts.yaml';

/** The facts file as written: values and histories (lib/content/dated-facts.ts). */
function factsFileData(): { file: string; data: unknown } {
  const file = path.join(contentRoot(), FACTS_FILE);
  return { file, data: yamlOf(readText(file), file) };
}

/**
 * The company's facts (`content/facts.yaml`) as in effect on `day` (YYYY-MM-DD; the day the site is
 * built unless named: a dated text names its own), each as code and as copy use it.
 */
export function loadFacts(day: string = today()): Facts {
  const file = path.join(contentRoot(), FACTS_FILE);
  return once(factsSchema, `${file}@${day}`, () => {
    const source = readText(file);
    // The schema refuses an example mail domain in production only: the settings that say which
    // are part of the key.
    const settings = PRODUCTION_VARIABLES.map((name) => process.env[name] ?? '');
    const key = `${day}\n${settings.join('\n')}\n${source}`;
    let facts = factsByText.get(key);
    if (!facts) {
      facts = parseWith(factsSchema, factsOn(yamlOf(source, file), day), file);
      if (factsByText.size >= FACTS_KEPT) factsByText.clear();
      factsByText.set(key, facts);
    }
    return facts;
  });
}

/**
 * The facts parsed from a facts file's text on a day, by that text: every {fact} filled in reads
 * them, and parsing them was most of the time a page's content took to read outside a build (the
 * tests, the CMS's save check). Kept by text, not by file as `once` keeps them in a build, since
 * the CMS and the tests change the file; a few texts at a time (a check reads one per dated text's
 * day). The facts are read, never changed.
 */
const factsByText = new Map<string, Facts>();
const FACTS_KEPT = 64;

/** Before any fact's first change: every history's oldest value. */
const FIRST_DAY = '0000-01-01';

/**
 * What is wrong with the facts file: its histories, and its values as in effect on each day one
 * changes, before the first and on the day of the build. Thrown as a ContentError, as a schema's.
 */
export function checkFactsFile(): void {
  const { file, data } = factsFileData();
  const histories = historyProblems(data);
  if (histories.length) throw new ContentError(relative(file), histories);
  for (const day of [FIRST_DAY, ...changeDays(data), today()])
    parseWith(factsSchema, factsOn(data, day), file);
}

/**
 * Every fact's text in `locale` by its placeholder name: "fees.goods" -> "8%" (English) or
 * "8 %" (French), "email.press" -> "press@…", and each of its forms after a colon:
 * "market.countries:in" -> "au Portugal, en Espagne et en France" (French).
 */
export function factTexts(
  locale: Locale = defaultLocale,
  facts: Facts = loadFacts(),
): ReadonlyMap<string, string> {
  const known = textsOf.get(facts)?.get(locale);
  if (known) return known;
  const texts = new Map<string, string>();
  const walk = (node: unknown, name: string) => {
    if (typeof node === 'string') texts.set(name, node);
    else if (node instanceof Fact) {
      texts.set(name, node.text(locale));
      for (const form of Object.keys(node.forms))
        texts.set(`${name}:${form}`, node.text(locale, form));
    } else
      for (const [key, value] of Object.entries(node as object))
        walk(value, name ? `${name}.${key}` : key);
  };
  walk(facts, '');
  if (!textsOf.has(facts)) textsOf.set(facts, new Map());
  textsOf.get(facts)!.set(locale, texts);
  return texts;
}

/** Each parsed facts' texts by language, written once (loadFacts gives the same text the same facts). */
const textsOf = new WeakMap<Facts, Map<Locale, ReadonlyMap<string, string>>>();

/**
 * The facts that are lists of weekdays (the payout days), each with its text in `locale` and its
 * days' names, which copy may name one by one (lib/content/fact-literals.ts).
 */
export function weekdayLists(
  locale: Locale = defaultLocale,
  facts: Facts = loadFacts(),
): { fact: string; text: string; items: string[] }[] {
  const isWeekday = (item: unknown) => (weekdays as readonly unknown[]).includes(item);
  const walk = (node: unknown, name: string): { fact: string; text: string; items: string[] }[] => {
    if (node instanceof Fact)
      return Array.isArray(node.value) && node.value.length && node.value.every(isWeekday)
        ? [
            {
              fact: name,
              text: node.text(locale),
              items: node.value.map((day) => weekdayName(day, locale)),
            },
          ]
        : [];
    if (node && typeof node === 'object')
      return Object.entries(node).flatMap(([key, value]) =>
        walk(value, name ? `${name}.${key}` : key),
      );
    return [];
  };
  return walk(facts, '');
}
