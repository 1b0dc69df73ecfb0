/**
 * A content file as Sveltia CMS writes it when it saves an entry (@sveltia/cms 0.221.1): its keys
 * in the order of the entry's fields (draft/save/serialize.js `finalizeContent`, the order of
 * draft/save/key-path.js `createKeyPathList`: a list of mixed kinds gives its kind first, then its
 * kinds' fields as they first come), an optional field left empty left out, its bookkeeping keys
 * too, then YAML as file/format.js `formatYAML` writes it (two spaces, lists indented, no line
 * folded, plain keys, single quotes where a text needs them), and a Markdown file's body after a
 * blank line (`formatFrontMatter`). The repository's files are in this layout (npm run
 * format:content), so a save changes only the lines of what an editor changed.
 */
import { stringify } from 'yaml';
import { localeOfContentFile } from '@/lib/content/read';
import { isGroup } from '@/lib/is-group';
import type { CmsField } from './cms-fields';

/**
 * The CMS's own bookkeeping in a list's items (`__sc_item_id`, `__sc_item_original_key_path`,
 * `__sc_component_name`): it hands them to its `preSave` listeners and leaves any key starting
 * `__sc_` out of the file (INTERNAL_PROP_REGEX, /\.__sc_\w+$/, in draft/index.js).
 */
export const isBookkeeping = (key: string) => key.startsWith('__sc_');

/** The CMS's key for a list item's kind when its field names none (Sveltia's default). */
const TYPE_KEY = 'type';

/** Sveltia's `isValueEmpty`: what `omit_empty_optional_fields` leaves out of an optional field. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isGroup(value) && Object.keys(value).length === 0);

/**
 * One field list from several (a list's kinds): each name where it first comes, a group's own
 * fields merged the same way, as the CMS's key paths order them.
 */
function merged(lists: CmsField[][]): CmsField[] {
  const byName = new Map<string, CmsField>();
  for (const field of lists.flat()) {
    const known = byName.get(field.name);
    if (!known) byName.set(field.name, field);
    else if (known.fields || field.fields)
      byName.set(field.name, {
        ...known,
        fields: merged([known.fields ?? [], field.fields ?? []]),
      });
  }
  return [...byName.values()];
}

/** The fields of a group: its own, or a list of kinds' (its kind's key first, as a text). */
function groupFields(field: CmsField): CmsField[] {
  if (!field.types) return field.fields ?? [];
  const key: CmsField = { name: field.typeKey ?? TYPE_KEY, label: '', widget: 'string' };
  return [key, ...merged(field.types.map((type) => type.fields))];
}

/** Sveltia's `isFieldRequired`: required unless `false`, or in the languages it lists. */
const optionalIn = (field: CmsField | undefined, locale: string) =>
  field?.required === false || (Array.isArray(field?.required) && !field.required.includes(locale));

/** `value` of `field` as the CMS writes it in `locale`'s file. */
function laidOutValue(value: unknown, field: CmsField | undefined, locale: string): unknown {
  if (Array.isArray(value)) {
    const item = field?.field ?? (field ? { ...field, widget: 'object' as const } : undefined);
    return value.map((inner) =>
      field?.widget === 'list' || field?.multiple
        ? laidOutValue(inner, item, locale)
        : laidOut(inner, locale),
    );
  }
  // Pairs keep the order they were written in (Sveltia copies a keyvalue field's pairs as read).
  if (isGroup(value) && field?.widget === 'keyvalue') return laidOut(value, locale, false);
  if (isGroup(value))
    return field ? laidOutGroup(value, groupFields(field), locale) : laidOut(value, locale);
  // The Markdown and many-line editors give their text back without the line breaks that ended
  // it (a block `|` saved as `|-`).
  if (typeof value === 'string' && (field?.widget === 'markdown' || field?.widget === 'text'))
    return value.trimEnd();
  return value;
}

/** A group's keys in its fields' order, then any other in the CMS's sort; empty optionals out. */
function laidOutGroup(
  data: Record<string, unknown>,
  fields: CmsField[],
  locale: string,
  sorted = true,
): Record<string, unknown> {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const known = fields.map((field) => field.name).filter((name) => name in data);
  const others = Object.keys(data).filter((name) => !byName.has(name));
  const rest = sorted ? others.sort((a, b) => a.localeCompare(b)) : others;
  return Object.fromEntries(
    [...known, ...rest]
      .filter((name) => !isBookkeeping(name))
      .filter((name) => !(optionalIn(byName.get(name), locale) && isEmpty(data[name])))
      .map((name) => [name, laidOutValue(data[name], byName.get(name), locale)] as const)
      // A group of fields whose every value was left out goes too, required or not: the CMS keeps
      // a group's values, never the group itself (its subfields' key paths, flattened).
      .filter(([name, value]) => !(byName.get(name)?.widget === 'object' && isEmpty(value))),
  );
}

/** A value no field describes: as it is, bookkeeping left out, keys sorted unless `sorted` is false. */
function laidOut(value: unknown, locale: string, sorted = true): unknown {
  if (Array.isArray(value)) return value.map((inner) => laidOut(inner, locale, sorted));
  return isGroup(value) ? laidOutGroup(value, [], locale, sorted) : value;
}

/** YAML as Sveltia's `formatYAML` writes it, with the CMS's default output options. */
export const cmsYaml = (data: unknown) =>
  stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();

/**
 * The text the CMS writes for a file of `fields` holding `data` (a Markdown file's text is its
 * `body`).
 */
export function cmsFileText(path: string, fields: CmsField[], data: Record<string, unknown>) {
  const content = laidOutGroup(data, fields, localeOfContentFile(path));
  if (!path.endsWith('.md')) return `${cmsYaml(content)}\n`;
  const { body, ...frontMatter } = content;
  const text = typeof body === 'string' ? body : '';
  return `---\n${cmsYaml(frontMatter)}\n---\n${text ? `\n${text}\n` : ''}`;
}

/**
 * A content file's data as the CMS reads it (file/parse.js): the text trimmed, a Markdown file's
 * front matter and the body after it, less the blank line that follows the front matter.
 */
export function cmsFileData(path: string, text: string, parse: (yaml: string) => unknown) {
  const source = text.trim().replace(/\r\n?/g, '\n');
  if (!path.endsWith('.md')) return (parse(source) ?? {}) as Record<string, unknown>;
  const match = /^---\n(?:(?<head>[\s\S]*?))\n---(?:\n(?<body>[\s\S]*))?$/s.exec(source);
  const head = (match?.groups?.head ? parse(match.groups.head) : {}) as Record<string, unknown>;
  return { ...head, body: match?.groups?.body?.replace(/^\n/, '') ?? '' };
}
