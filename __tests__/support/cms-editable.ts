import { parse } from 'yaml';
import type { CmsField } from '@/lib/cms/cms-fields';
import { FRONT_MATTER } from '@/lib/content/read';

/**
 * A content file's data as the CMS edits it: a Markdown file's front matter and its `body`, whose
 * blank lines around it are the file's layout, not the CMS's.
 */
export function contentData(file: string, source: string): Record<string, unknown> {
  if (!file.endsWith('.md')) return parse(source);
  const [, frontMatter, body] = FRONT_MATTER.exec(source) ?? ['', '', source];
  return { ...parse(frontMatter), body: body.trim() };
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of one of the CMS's mixed-kind fields: its kind's fields, without the kind itself. */
function typedProblems(value: unknown, field: CmsField, at: string): string[] {
  if (!isGroup(value)) return [`${at}: the CMS edits a group here`];
  const key = field.typeKey ?? 'type';
  const { [key]: kind, ...rest } = value;
  const type = field.types?.find((candidate) => candidate.name === kind);
  if (!type) return [`${at}.${key}: "${String(kind)}" is none of the CMS's kinds`];
  return uneditable(rest, type.fields, at);
}

function scalarProblems(value: unknown, field: CmsField, at: string): string[] {
  if (field.widget === 'number' && typeof value !== 'number') return [`${at}: not a number`];
  if (field.widget === 'boolean' && typeof value !== 'boolean') return [`${at}: not true or false`];
  if (field.widget === 'hidden' && value !== field.default)
    return [`${at}: the CMS writes ${String(field.default)} here`];
  if (typeof value === 'object' && value !== null) return [`${at}: the CMS edits one value here`];
  const length = typeof value === 'string' ? value.length : 0;
  if (field.maxlength !== undefined && length > field.maxlength)
    return [`${at}: the CMS refuses ${length} characters (at most ${field.maxlength})`];
  if (field.minlength !== undefined && length < field.minlength)
    return [`${at}: the CMS refuses ${length} characters (at least ${field.minlength})`];
  // As the CMS tests a pattern: on the trimmed text.
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value).trim()))
    return [`${at}: the CMS refuses "${String(value)}" (${field.pattern[1]})`];
  return [];
}

function valueProblems(value: unknown, field: CmsField, at: string): string[] {
  if (field.widget === 'select') {
    const values = field.multiple && Array.isArray(value) ? value : [value];
    return values
      .filter((one) => !field.options?.some((option) => option.value === one))
      .map((one) => `${at}: "${String(one)}" is none of the CMS's options`);
  }
  if (field.widget === 'list') {
    if (!Array.isArray(value)) return [`${at}: the CMS edits a list here`];
    return value.flatMap((item, index) => {
      const where = `${at}[${index}]`;
      if (field.field) return valueProblems(item, field.field, where);
      if (field.types) return typedProblems(item, field, where);
      return isGroup(item)
        ? uneditable(item, field.fields ?? [], where)
        : [`${where}: not a group`];
    });
  }
  if (field.widget === 'object') {
    if (field.types) return typedProblems(value, field, at);
    return isGroup(value) ? uneditable(value, field.fields ?? [], at) : [`${at}: not a group`];
  }
  if (field.widget === 'keyvalue') {
    if (!isGroup(value) || !Object.values(value).every((text) => typeof text === 'string'))
      return [`${at}: the CMS edits pairs of texts here`];
    // The CMS reads a dot in a name as a group's: it saves "google.com" as google: { com }.
    return Object.keys(value)
      .filter((name) => name.includes('.'))
      .map((name) => `${at}.${name}: the CMS saves a name with a dot as a group`);
  }
  return scalarProblems(value, field, at);
}

/**
 * What in `data` (a content file's) the CMS could not edit and save as it is, by path: a key no
 * field edits, a value of another shape than its field's, or one its field refuses.
 */
export function uneditable(data: Record<string, unknown>, fields: CmsField[], at = ''): string[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  return Object.entries(data).flatMap(([key, value]) => {
    const where = at ? `${at}.${key}` : key;
    const field = byName.get(key);
    return field ? valueProblems(value, field, where) : [`${where}: no field of the CMS edits it`];
  });
}
