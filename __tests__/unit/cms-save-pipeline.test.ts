/**
 * @jest-environment node
 */
// The CMS's save, as the editor's browser runs it: the content checks on the browser's stand-ins
// for node:fs, node:path, the illustration set and the uploads (lib/cms/browser/, which
// scripts/admin.mjs bundles in their place), the entry as Sveltia hands it to `preSave` (its
// bookkeeping keys in every list), written in Sveltia's own layout. Generated from the content
// kinds and the CMS's fields: every kind, every language, every list at any depth, every rule a
// field's schema states. The browser suite (__tests__/flows/admin.test.ts) drives a sample of the
// same through the CMS itself.
import { parse } from 'yaml';
import { fieldsOf } from '@/lib/cms/cms-config';
import type { CmsField } from '@/lib/cms/cms-fields';
import { cmsFileData, cmsFileText } from '@/lib/cms/cms-layout';
import { SaveRefused, entryFiles, entryProblems, type SavedEntry } from '@/lib/cms/save-check';
import { contentKinds, type ContentKind } from '@/lib/content/content-kinds';
import { languageNameIn } from '@/lib/i18n/language-names';
import { defaultLocale, translatedLocales, type Locale } from '@/lib/i18n/locales';
import {
  filesOf,
  listFields,
  listsAt,
  localesOf,
  valueAt,
  type ListField,
} from '../support/cms-surface';

jest.mock('node:fs', () => jest.requireActual('@/lib/cms/browser/content-files.mjs'));
jest.mock('node:path', () => jest.requireActual('@/lib/cms/browser/posix-path.mjs'));
jest.mock('@/lib/images/illustrations.mjs', () =>
  jest.requireActual('@/lib/cms/browser/illustrations.mjs'),
);
jest.mock('@/lib/images/media.mjs', () => jest.requireActual('@/lib/cms/browser/media.mjs'));
// As scripts/admin.mjs swaps it in: the live content is the one the CMS's page was built with.
jest.mock('@/lib/content/published-version', () =>
  jest.requireActual('@/lib/cms/browser/published-version.mjs'),
);
// The set's names, as scripts/admin.mjs lists them for the page.
jest.mock(
  'agora:illustration-names',
  () =>
    (jest.requireActual('fs') as typeof import('fs'))
      .readdirSync('node_modules/@lobehub/fluent-emoji-3d/assets')
      .filter((file: string) => file.endsWith('.webp'))
      .map((file: string) => file.slice(0, -'.webp'.length)),
  { virtual: true },
);

const realFs = jest.requireActual('fs') as typeof import('fs');
const root = process.cwd();
const { setDraft, setPublished } = jest.requireActual('@/lib/cms/browser/content-files.mjs');

/** The content as the admin page bundles it, by absolute path here (the page's is /content/…). */
const published = Object.fromEntries(
  realFs
    .readdirSync(`${root}/content`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .map((file) => [
      `${root}/content/${file}`,
      realFs.readFileSync(`${root}/content/${file}`, 'utf8'),
    ]),
);
setPublished(published);
const writeDraft = (files: Record<string, string>) =>
  setDraft(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`${root}/${file}`, text])),
  );

const text = (file: string) => published[`${root}/${file}`];
const data = (file: string) => cmsFileData(file, text(file), parse);

/** The same path in another language: content/news/a.md → content/pt/news/a.md. */
const inLocale = (file: string, locale: Locale) =>
  locale === defaultLocale ? file : file.replace(/^content\//, `content/${locale}/`);

/** A kind's entry as Sveltia hands it over, every language it has. */
function entryOf(kind: ContentKind, englishFile: string): SavedEntry {
  const others = localesOf(kind).filter((locale) => locale !== defaultLocale);
  return {
    path: englishFile,
    data: data(englishFile),
    ...(others.length
      ? {
          i18n: Object.fromEntries(
            others.map((locale) => [locale, { data: data(inLocale(englishFile, locale)) }]),
          ),
        }
      : {}),
  };
}

/** The first line where two texts differ, counted from 1, with both lines. */
function firstDifference(before: string, after: string): string | undefined {
  const [a, b] = [before.split('\n'), after.split('\n')];
  const at = a.findIndex((line, index) => line !== b[index]);
  const line = at < 0 ? (a.length === b.length ? -1 : a.length) : at;
  return line < 0
    ? undefined
    : `line ${line + 1}: ${JSON.stringify(a[line])} → ${JSON.stringify(b[line])}`;
}

const sample = (kind: ContentKind) => filesOf(kind, defaultLocale)[0];

describe('an entry opened and saved unchanged leaves its file byte-identical', () => {
  const files = contentKinds.flatMap((kind) =>
    localesOf(kind).flatMap((locale) => filesOf(kind, locale).map((file) => ({ kind, file }))),
  );
  test('every kind has a file in every language it has', () => {
    const missing = contentKinds.flatMap((kind) =>
      localesOf(kind)
        .filter((locale) => filesOf(kind, locale).length === 0)
        .map((locale) => `${kind.name} (${locale})`),
    );
    expect(missing).toEqual([]);
  });
  test.each(files.map(({ kind, file }) => [kind.name, file, kind] as const))(
    '%s: %s',
    (_, file, kind) => {
      const saved = cmsFileText(file, fieldsOf(kind), data(file));
      expect({ file, firstChange: firstDifference(text(file), saved) }).toEqual({
        file,
        firstChange: undefined,
      });
    },
  );
});

/** Every text of `value` with its key path. */
function texts(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...at, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, [...at, key]));
  return [];
}

function withValue(value: unknown, [key, ...rest]: (string | number)[], to: unknown): unknown {
  if (key === undefined) return to;
  if (Array.isArray(value))
    return value.map((item, index) => (index === key ? withValue(item, rest, to) : item));
  const group = value as Record<string, unknown>;
  return { ...group, [key]: withValue(group[key], rest, to) };
}

describe('changing one text changes only its lines', () => {
  // Each kind's first file in each language, each of its texts in turn (at most 40 a file).
  const cases = contentKinds.flatMap((kind) =>
    localesOf(kind).map((locale) => ({ kind, file: filesOf(kind, locale)[0] })),
  );
  test.each(cases.map(({ kind, file }) => [kind.name, file, kind] as const))(
    '%s: %s',
    (_, file, kind) => {
      const before = data(file);
      const fields = fieldsOf(kind);
      const original = text(file).split('\n');
      const paths = texts(before);
      const step = Math.max(1, Math.floor(paths.length / 40));
      const wrong = paths
        .filter((__, index) => index % step === 0)
        .flatMap((at) => {
          const after = cmsFileText(file, fields, withValue(before, at, 'Changed') as never).split(
            '\n',
          );
          const head = original.findIndex((line, index) => line !== after[index]);
          let tail = 0;
          while (original.at(-1 - tail) === after.at(-1 - tail) && tail < original.length - head)
            tail += 1;
          const added = after.slice(head, after.length - tail);
          const removed = original.slice(head, original.length - tail);
          // One line in, holding the new text; out, the old text's key line and its own lines.
          const ok =
            added.length === 1 &&
            added[0].includes('Changed') &&
            removed.length >= 1 &&
            removed.slice(1).every((line) => line === '' || /^\s/.test(line));
          return ok || at.at(-1) === 'body'
            ? []
            : [`${at.join('.')}: ${removed.length} lines out, ${added.length} in`];
        });
      expect({ file, wrong }).toEqual({ file, wrong: [] });
    },
  );
});

/**
 * An item added as the CMS adds it: a copy of the list's last (its duplicate button), carrying
 * the bookkeeping keys the CMS hands to `preSave`, the other items marked with their old places.
 */
function withNewItem(value: unknown, at: (string | number)[], most = Infinity): unknown {
  // A list at its most items takes a new one once one is removed: the CMS adds no more.
  const list = (valueAt(value, at) as unknown[]).slice(
    (valueAt(value, at) as unknown[]).length >= most ? 1 : 0,
  );
  const mark = (item: unknown, index: number) =>
    item && typeof item === 'object'
      ? { ...item, __sc_item_original_key_path: [...at, index].join('.') }
      : item;
  const last = list.at(-1);
  const added =
    last && typeof last === 'object' ? { ...structuredClone(last), __sc_item_id: 'new' } : last;
  return withValue(value, at, [...list.map(mark), added]);
}

/**
 * The English file of `kind` whose copy in some language has the list at `path`, and that
 * language: a list may be in one language alone (a footer's link the law asks of Portugal).
 */
function fileWith(kind: ContentKind, path: string[]): [string, Locale] | undefined {
  for (const file of filesOf(kind, defaultLocale))
    for (const locale of localesOf(kind))
      if (listsAt(data(inLocale(file, locale)), path).length) return [file, locale];
  return undefined;
}

/** A list's items' field names: lists of the same shape take the same items. */
const shapeOf = ({ field }: ListField) =>
  JSON.stringify((field.fields ?? field.types ?? [field.field]).map((inner) => inner?.name));

/**
 * Where the content has the list at `list.path`, or, for a list it has nowhere yet (a footer
 * column's links), a list of the same shape in the same kind to take its first item from.
 */
function placeOf(list: ListField) {
  const found = fileWith(list.kind, list.path);
  if (found) return { file: found[0], at: listsAt(data(inLocale(...found)), list.path)[0] };
  const like = listFields()
    .filter((other) => other.kind === list.kind && shapeOf(other) === shapeOf(list))
    .map((other) => ({ other, found: fileWith(list.kind, other.path) }))
    .find(({ found: place }) => place);
  if (!like?.found || list.path.includes('*')) return undefined;
  const from = listsAt(data(inLocale(...like.found)), like.other.path)[0];
  return { file: like.found[0], at: list.path, from };
}

describe('every list takes a new item, in every language, and the save check passes it', () => {
  const lists = listFields();
  test('every list of every kind is in the content, or one of its shape, so each is tried', () => {
    const untried = lists
      .filter((list) => !placeOf(list))
      .map(({ kind, labels }) => `${kind.name}: ${labels.join(' › ')}`);
    expect(untried).toEqual([]);
  });
  test.each(lists.map((list) => [list.kind.name, list.labels.join(' › '), list] as const))(
    '%s: %s',
    (_, __, list: ListField) => {
      const { file, at, from } = placeOf(list)!;
      const entry = entryOf(list.kind, file);
      const most = list.field.max ?? Infinity;
      // In every language that has the list (one may have it alone: a footer link for Portugal);
      // a list none has yet starts with an item like its neighbour's, in every language.
      const withItem = (value: unknown) => {
        if (from) {
          const [item] = valueAt(value, from) as object[];
          return withValue(value, at, [{ ...item, __sc_item_id: 'new' }]);
        }
        return valueAt(value, at) ? withNewItem(value, at, most) : value;
      };
      // Added in English and, as the items match across languages, in each translation.
      const added: SavedEntry = {
        ...entry,
        data: withItem(entry.data) as Record<string, unknown>,
        i18n: entry.i18n
          ? Object.fromEntries(
              Object.entries(entry.i18n).map(([locale, copy]) => [
                locale,
                {
                  data: withItem(copy.data) as Record<string, unknown>,
                },
              ]),
            )
          : undefined,
      };
      const files = entryFiles(added);
      expect(Object.values(files).filter((saved) => saved.includes('__sc_'))).toEqual([]);
      const problems = new SaveRefused(entryProblems(added, writeDraft)).message;
      // A copy may repeat what must be unique (an id, a link) or be said once a file (a phrase a
      // proofreader allows once), and a list another matches item for item (a plans table's
      // columns and each row's values) is one item out until the other gets its own: said by
      // label and place, counted from 1, or quoting the words.
      const lines = problems ? problems.split('\n') : [];
      expect(lines.filter((line) => /__sc_|no such field|\[\d+\]/.test(line))).toEqual([]);
      // A proofreader's mark ends with the words it quotes: not the shape's problem.
      const structural = lines.filter(
        (line) => /^[^·]+· [^:"«]+: /.test(line) && !/: "[^"]*"$/.test(line),
      );
      expect(
        structural.filter((line) => !/unique|twice|own|more than once|values for/i.test(line)),
      ).toEqual([]);
    },
  );
});

describe('an English-first entry saves in English alone, for every kind that may be', () => {
  const later = contentKinds.filter((kind) => kind.translatedLater);
  test.each(later.map((kind) => [kind.name, kind] as const))('%s', (_, kind) => {
    const file = sample(kind).replace(/[^/]+$/, `english-first-${kind.name}.md`);
    const english = data(sample(kind));
    const entry: SavedEntry = { path: file, data: english };
    expect(entryProblems(entry, writeDraft)).toEqual([]);
    // A title too long is refused in the editor's words, translations or not.
    const title = fieldsOf(kind).find((field) => field.maxlength && field.widget !== 'text');
    if (!title) return;
    const long: SavedEntry = {
      path: file,
      data: { ...english, [title.name]: 'x'.repeat(title.maxlength! + 1) },
    };
    expect(new SaveRefused(entryProblems(long, writeDraft)).message).toMatch(
      new RegExp(`^English · ${title.label}: must be at most ${title.maxlength} characters`, 'm'),
    );
  });
});

/** A field's rules the CMS configuration states, each as a wrong value and the words expected. */
function wrongValues(field: CmsField): { value: unknown; says: RegExp }[] {
  if (field.widget === 'string' || field.widget === 'text') {
    const cases: { value: unknown; says: RegExp }[] = [];
    if (field.maxlength) cases.push({ value: 'x'.repeat(field.maxlength + 1), says: /at most/ });
    if (field.required !== false)
      cases.push({ value: undefined, says: /missing|required|at least/ });
    return cases;
  }
  if (field.widget === 'select' && !field.multiple) return [{ value: 'not-a-choice', says: /./ }];
  if (field.widget === 'number') return [{ value: 'many', says: /number/ }];
  return [];
}

/** Each field of a file with a value, by concrete path and labels counted from 1. */
function fieldsWithValues(
  value: unknown,
  fields: CmsField[],
  at: (string | number)[] = [],
  labels: string[] = [],
): { at: (string | number)[]; labels: string[]; field: CmsField }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return fields.flatMap((field) => {
    const inner = (value as Record<string, unknown>)[field.name];
    const here = { at: [...at, field.name], labels: [...labels, field.label], field };
    if (inner === undefined) return [];
    if (field.widget === 'object' && field.fields)
      return fieldsWithValues(inner, field.fields, here.at, here.labels);
    if (
      field.widget === 'list' &&
      Array.isArray(inner) &&
      inner.length &&
      (field.fields || field.types)
    ) {
      const first = inner[0] as Record<string, unknown>;
      const type = field.types?.find((one) => one.name === first[field.typeKey ?? 'type']);
      return fieldsWithValues(
        first,
        field.fields ?? type?.fields ?? [],
        [...here.at, 0],
        [...here.labels, '1'],
      );
    }
    return [here];
  });
}

describe('every rule a field states is refused before saving, naming its label and place', () => {
  // Each kind's first entry in English, each field's rules (a few fields a kind: lengths,
  // required, choices, numbers), the refusal read as the editor reads it.
  const cases = contentKinds.flatMap((kind) => {
    const file = sample(kind);
    const seen = new Set<string>();
    return fieldsWithValues(data(file), fieldsOf(kind))
      .flatMap((found) => wrongValues(found.field).map((wrong) => ({ ...found, ...wrong })))
      .filter(({ field, says }) => {
        const key = `${field.widget}${field.maxlength ? '-max' : ''}${String(says)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((one) => ({ kind, file, ...one }));
  });
  test.each(
    cases.map((one) => [one.kind.name, one.labels.join(' › '), String(one.says), one] as const),
  )('%s: %s (%s)', (_, labels, __, { kind, file, at, value, says }) => {
    const entry = entryOf(kind, file);
    const wrong: SavedEntry = { ...entry, data: withValue(entry.data, at, value) as never };
    const message = new SaveRefused(entryProblems(wrong, writeDraft)).message;
    const line = message
      .split('\n')
      .find(
        (one) =>
          one.startsWith(`${languageNameIn(defaultLocale, 'en')}`) && one.includes(`· ${labels}: `),
      );
    expect({ message, line: line && says.test(line) }).toEqual({ message, line: true });
  });
});

test('the counts', () => {
  const languages = contentKinds.reduce((sum, kind) => sum + localesOf(kind).length, 0);
  console.log(
    `CMS save pipeline: ${contentKinds.length} kinds, ${languages} kind-languages, ${listFields().length} lists, ${translatedLocales.length + 1} languages`,
  );
});
