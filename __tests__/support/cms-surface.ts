import fs from 'node:fs';
import { fieldsOf } from '@/lib/cms/cms-config';
import type { CmsField } from '@/lib/cms/cms-fields';
import { contentKinds, kindOfFile, type ContentKind } from '@/lib/content/content-kinds';
import { localeFolder } from '@/lib/content/read';
import { languageNeutral } from '@/lib/i18n/translation-report';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';

/**
 * What the CMS edits, derived from lib/content/content-kinds.ts and the CMS's fields (made from the
 * schemas): every kind, every language it has, its files, and every list at any depth. The CMS
 * suites are generated from this, so a new kind, list or rule is covered without a new test.
 */

/** A kind's languages: English alone for a file every language reads (the facts). */
export const localesOf = (kind: ContentKind): Locale[] =>
  languageNeutral.includes(kind.path) ? [defaultLocale] : [...locales];

/** A kind's files in `locale`, from the project's root, sorted (content/pt/news/a.md). */
export function filesOf(kind: ContentKind, locale: Locale, root = process.cwd()): string[] {
  const folder = ['content', localeFolder(locale)].filter(Boolean).join('/');
  const star = kind.path.indexOf('*');
  if (star < 0)
    return fs.existsSync(`${root}/${folder}/${kind.path}`) ? [`${folder}/${kind.path}`] : [];
  const dir = `${folder}/${kind.path.slice(0, star - 1)}`;
  const extension = kind.path.slice(star + 1);
  if (!fs.existsSync(`${root}/${dir}`)) return [];
  return fs
    .readdirSync(`${root}/${dir}`)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${dir}/${name}`)
    .filter((file) => kindOfFile(file) === kind);
}

/** One list field at any depth: its key path with `*` for each item above it, and its labels. */
export interface ListField {
  kind: ContentKind;
  /** ["topics", "*", "items"] */
  path: string[];
  /** ["Topics", "Items"] */
  labels: string[];
  field: CmsField;
}

/** The fields inside one item of a list or group (a list of kinds: every kind's). */
const innerFields = (field: CmsField): CmsField[] => [
  ...(field.fields ?? []),
  ...(field.types ?? []).flatMap((type) => type.fields),
  ...(field.field ? [field.field] : []),
];

function listsIn(kind: ContentKind, fields: CmsField[], path: string[], labels: string[]) {
  const seen = new Set<string>();
  return fields.flatMap((field): ListField[] => {
    const at = [...path, field.name];
    const key = at.join('.');
    if (seen.has(key)) return [];
    seen.add(key);
    const named = [...labels, field.label];
    if (field.widget === 'list')
      return [
        { kind, path: at, labels: named, field },
        ...listsIn(kind, innerFields(field), [...at, '*'], named),
      ];
    if (field.widget === 'object') return listsIn(kind, innerFields(field), at, named);
    return [];
  });
}

/** Every list field of every kind, at any depth (a select of several choices is no list). */
export const listFields = (): ListField[] =>
  contentKinds.flatMap((kind) => listsIn(kind, fieldsOf(kind), [], []));

/**
 * The places in `data` where the list at `path` is (every item of a list above it), by concrete
 * key path: [["topics", 0, "items"], …].
 */
export function listsAt(
  data: unknown,
  [key, ...rest]: string[],
  at: (string | number)[] = [],
): (string | number)[][] {
  if (key === undefined) return Array.isArray(data) ? [at] : [];
  if (key === '*')
    return Array.isArray(data)
      ? data.flatMap((item, index): (string | number)[][] => listsAt(item, rest, [...at, index]))
      : [];
  const inner =
    data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return inner === undefined ? [] : listsAt(inner, rest, [...at, key]);
}

export function valueAt(data: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key],
    data,
  );
}
