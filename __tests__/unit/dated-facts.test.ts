/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse, stringify } from 'yaml';
import { contentKinds } from '@/lib/content/content-kinds';
import { contentProblems } from '@/lib/content/content-problems';
import { factsOn, historyProblems, withEditsFrom } from '@/lib/content/dated-facts';
import { listItemsWrittenOut } from '@/lib/content/fact-literals';
import {
  checkFactsFile,
  FACTS_FILE,
  factTexts,
  loadFacts,
  weekdayLists,
} from '@/lib/content/facts';
import { publicationDay, publicationField } from '@/lib/content/publication';
import { FRONT_MATTER, localeFolder, readMarkdown } from '@/lib/content/read';
import { locales } from '@/lib/i18n/locales';
import { withContentCopy } from '../support/content-copy';

// A fact's value carries the day it took effect, and a dated text (every kind whose schema marks
// its publication day) reads the value of its day: a change of any fact changes no past article,
// letter or job, in any language, while the pages built after it show the new value.

const copy = withContentCopy('dated-facts');
const datedKinds = contentKinds.filter((kind) => publicationField(kind.schema));
const DAY = 86_400_000;
const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);

afterEach(() => {
  delete process.env.AGORA_TODAY;
});

const isWords = (node: object) =>
  !Array.isArray(node) &&
  Object.keys(node).every((key) => (locales as readonly string[]).includes(key));

/** Another value the schema takes, of the same kind: every fact's text changes with it. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') {
    // A fact still to be supplied: an address fits each (the mediator's website is one).
    if (value === '') return 'https://given-later.example';
    if (value.startsWith('https://')) return `${value}/new`;
    if (/^[A-Z]{2}$/.test(value)) return value === 'ES' ? 'PT' : 'ES';
    if (/^[a-z0-9.-]+\.[a-z]+$/.test(value)) return `new-${value}`;
    return `${value} New`;
  }
  if (Array.isArray(value)) return value.length > 1 ? [...value].reverse() : value.map(changed);
  return Object.fromEntries(
    Object.entries(value as object).map(([key, inner]) => [key, changed(inner)]),
  );
}

/** The facts file with every fact given a new value from `since`, its old one kept before. */
function everyFactChanged(data: unknown, since: string, names: string[], name = ''): unknown {
  const leaf =
    data === null || typeof data !== 'object' || Array.isArray(data) || isWords(data as object);
  if (leaf) {
    names.push(name);
    return [{ since, value: changed(data) }, { value: data }];
  }
  return Object.fromEntries(
    Object.entries(data as object).map(([key, value]) => [
      key,
      everyFactChanged(value, since, names, name ? `${name}.${key}` : key),
    ]),
  );
}

/** Every entry of every dated kind in every language, read as the site reads it. */
function datedEntries(dir: string) {
  return datedKinds.flatMap((kind) =>
    locales.flatMap((locale) => {
      const folder = path.join(
        dir,
        localeFolder(locale),
        kind.path.slice(0, kind.path.indexOf('*')),
      );
      return fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .map((name) => {
          const file = path.join(folder, name);
          const day = publicationDay(
            kind.schema,
            parse(FRONT_MATTER.exec(fs.readFileSync(file, 'utf8'))![1]),
          );
          return {
            name: `${kind.name} ${localeFolder(locale) || 'en'}/${name}`,
            day,
            entry: readMarkdown(file, kind.schema, locale),
          };
        });
    }),
  );
}

test('the dated kinds are the ones with a publication day', () => {
  expect(datedKinds.map((kind) => `${kind.name}.${publicationField(kind.schema)}`)).toEqual([
    'news.date',
    'jobs.posted',
    'letters.sendAt',
  ]);
});

test('every fact changed from tomorrow changes no dated text published before it, in any language; undated pages take the new values', () => {
  process.env.AGORA_TODAY = tomorrow;
  const before = datedEntries(path.join(process.cwd(), 'content'));
  const englishBefore = factTexts('en');
  const file = path.join(copy(), FACTS_FILE);
  const names: string[] = [];
  fs.writeFileSync(
    file,
    stringify(everyFactChanged(parse(fs.readFileSync(file, 'utf8')), tomorrow, names)),
  );
  expect(() => checkFactsFile()).not.toThrow();
  const after = datedEntries(copy());
  const past = before.filter(({ day }) => day !== undefined && day < tomorrow);
  console.log(
    `${names.length} facts changed from ${tomorrow}; ${past.length} dated texts before it (${datedKinds.map((kind) => kind.name).join(', ')}, ${locales.length} languages) compared`,
  );
  expect(past.length).toBeGreaterThan(0);
  const moved = past.filter(
    ({ name, entry }) =>
      JSON.stringify(after.find((other) => other.name === name)!.entry) !== JSON.stringify(entry),
  );
  expect(moved.map(({ name }) => name)).toEqual([]);
  // What changed really shows where copy is not dated: each fact's text as the site builds it now.
  const englishAfter = factTexts('en');
  const same = [...englishBefore].filter(
    ([name, text]) =>
      englishAfter.get(name) === text && names.some((fact) => name.startsWith(fact)),
  );
  console.log(
    `facts whose text did not change with their value: ${same.map(([name]) => name).join(', ') || 'none'}`,
  );
  expect(same.length).toBeLessThan(englishBefore.size / 10);
});

test('a history is newest first, each value with its own day', () => {
  const history = (entries: unknown[]) => historyProblems({ payouts: { days: entries } });
  expect(history([{ since: '2027-01-04', value: ['monday'] }, { value: ['tuesday'] }])).toEqual([]);
  expect(
    history([
      { since: '2026-01-04', value: ['monday'] },
      { since: '2027-01-04', value: ['tuesday'] },
    ]),
  ).toEqual(['payouts.days.0.since: must be after the day of the value below it (newest first)']);
  expect(history([{ value: ['monday'] }, { since: '2027-01-04', value: ['tuesday'] }])).toEqual([
    'payouts.days.0.since: missing: only the oldest value, the last, may leave out its day',
  ]);
  expect(history([{ since: '4 January', value: ['monday'] }, { value: ['tuesday'] }])).toEqual([
    'payouts.days.0.since: must be the day the value took effect, as an ISO date (YYYY-MM-DD)',
  ]);
  // The value of each day: the newest from it or before.
  const file = path.join(copy(), FACTS_FILE);
  const facts = parse(fs.readFileSync(file, 'utf8'));
  facts.payouts.days = [
    { since: '2027-01-04', value: ['monday', 'thursday'] },
    { value: ['tuesday', 'friday'] },
  ];
  fs.writeFileSync(file, stringify(facts));
  expect(loadFacts('2027-01-03').payouts.days.value).toEqual(['tuesday', 'friday']);
  expect(loadFacts('2027-01-04').payouts.days.value).toEqual(['monday', 'thursday']);
  // The forms a sentence bends a fact into (lib/fact-forms.ts) follow the value of the day.
  expect(loadFacts('2027-01-03').payouts.days.text('pt', 'weekly')).toBe(
    'às terças e sextas-feiras',
  );
  expect(loadFacts('2027-01-04').payouts.days.text('pt', 'weekly')).toBe(
    'às segundas e quintas-feiras',
  );
  expect(loadFacts('2027-01-04').payouts.days.text('fr', 'weekly')).toBe('le lundi et le jeudi');
});

describe('a day of a weekday fact typed out where the text is about its group', () => {
  const lists = (locale: (typeof locales)[number]) => weekdayLists(locale);

  it('the weekday facts are found', () => {
    expect(lists('en').map(({ fact }) => fact)).toEqual(['payouts.days']);
  });

  it.each(locales)('is found in %s, in any case, in a date, in the plural', (locale) => {
    for (const { fact, items } of lists(locale)) {
      const group = fact.slice(0, fact.indexOf('.'));
      const about = `{${group}.instantFee}`;
      for (const item of items) {
        const capital = item[0].toUpperCase() + item.slice(1);
        expect(
          listItemsWrittenOut([`${capital} 25. ${about}`], lists(locale)).map(({ text }) => text),
        ).toEqual([capital]);
      }
      // Elsewhere a weekday is only a weekday ("Answered Monday to Friday").
      expect(listItemsWrittenOut([`${items.join(', ')} {email.hello}`], lists(locale))).toEqual([]);
    }
  });

  it('check:content finds the Christmas article as it was, in every language', () => {
    const article = 'news/christmas-shipping-dates-2026.md';
    for (const locale of locales) {
      const within = path.join(localeFolder(locale), article);
      const old = execFileSync('git', ['show', `bc03455:content/${within}`], { encoding: 'utf8' });
      fs.writeFileSync(path.join(copy(), within), old);
    }
    const found = contentProblems().filter(({ problem }) =>
      problem.includes('is one of the company fact {payouts.days}'),
    );
    console.log(found.map(({ file, problem }) => `${file}: ${problem}`).join('\n'));
    expect(found.map(({ file }) => path.basename(path.dirname(path.dirname(file))))).toHaveLength(
      locales.length,
    );
  });
});

describe('a fact changed in the CMS form, which edits each fact as in effect today', () => {
  const day = '2026-12-02';
  const before = {
    payouts: { days: ['tuesday', 'friday'], instantFee: 0.5 },
    fees: { goods: [{ since: '2026-10-01', value: 9 }, { value: 8 }] },
  };
  const edited = (change: object) => ({ ...(factsOn(before, day) as object), ...change });

  test('takes its new value from today, its value until then kept for what was published before', () => {
    const saved = withEditsFrom(
      before,
      edited({ payouts: { days: ['monday', 'thursday'], instantFee: 0.5 } }),
      day,
    );
    expect(saved).toEqual({
      ...before,
      payouts: {
        days: [{ since: day, value: ['monday', 'thursday'] }, { value: ['tuesday', 'friday'] }],
        instantFee: 0.5,
      },
    });
    expect(historyProblems(saved)).toEqual([]);
    expect(factsOn(saved, '2026-11-30')).toEqual(factsOn(before, '2026-11-30'));
  });

  test('keeps a history, adding the change on top of it', () => {
    const saved = withEditsFrom(before, edited({ fees: { goods: 10 } }), day);
    expect(saved).toEqual({
      ...before,
      fees: { goods: [{ since: day, value: 10 }, ...before.fees.goods] },
    });
  });

  test('leaves a fact saved unchanged as it was, history and all', () => {
    expect(withEditsFrom(before, edited({}), day)).toEqual(before);
  });

  test('keeps the last of two changes on one day, and drops the day once changed back', () => {
    const once = withEditsFrom(before, edited({ fees: { goods: 10 } }), day);
    const twice = withEditsFrom(once, edited({ fees: { goods: 11 } }), day);
    expect(twice).toEqual({
      ...before,
      fees: { goods: [{ since: day, value: 11 }, ...before.fees.goods] },
    });
    expect(withEditsFrom(twice, edited({}), day)).toEqual(before);
    const days = withEditsFrom(
      before,
      edited({ payouts: { days: ['monday'], instantFee: 0.5 } }),
      day,
    );
    expect(withEditsFrom(days, edited({}), day)).toEqual(before);
  });

  test('leaves a fact emptied empty, for the checks to refuse as a field left empty', () => {
    expect(withEditsFrom(before, edited({ payouts: { days: [], instantFee: '' } }), day)).toEqual({
      ...before,
      payouts: {
        days: [{ since: day, value: [] }, { value: ['tuesday', 'friday'] }],
        instantFee: '',
      },
    });
  });
});
