import { languageNameIn } from '@/lib/i18n/language-names';
import { isLocale } from '@/lib/i18n/locales';
import type { JsonSchema } from './content-json-schema';
import { PICTURE_TYPES } from './media-folder.mjs';

/**
 * The editor of one value in Sveltia CMS (https://sveltiacms.app/en/docs/fields), as the CMS
 * configuration writes it.
 */
export interface CmsField {
  name: string;
  label: string;
  widget: Widget;
  /** Optional (`false`), or required in these languages only (`['en']`); else required. */
  required?: false | string[];
  /**
   * In a file with a copy in each language: `true` where each language has its own words,
   * `duplicate` where every copy keeps English's value, `duplicate_keys` for pairs whose names stay
   * English's and whose values are translated.
   */
  i18n?: true | 'duplicate' | 'duplicate_keys';
  hint?: string;
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  options?: { label: string; value: Value }[];
  multiple?: true;
  type?: 'date';
  accept?: string;
  /** A Markdown field's editors: `raw` alone, the text as written (see stringEditor). */
  modes?: 'raw'[];
  choose_url?: false;
  format?: string;
  output_utc?: true;
  default?: Value;
  field?: CmsField;
  collection?: string;
  file?: string;
  value_field?: string;
  display_fields?: string[];
  search_fields?: string[];
  fields?: CmsField[];
  types?: CmsType[];
  typeKey?: string;
}

/** One kind of item in a list of mixed kinds (a page's sections), told apart by `typeKey`. */
export interface CmsType {
  name: string;
  label: string;
  widget: 'object';
  fields: CmsField[];
}

type Widget =
  | 'string'
  | 'text'
  | 'markdown'
  | 'image'
  | 'number'
  | 'boolean'
  | 'select'
  | 'datetime'
  | 'list'
  | 'object'
  | 'keyvalue'
  | 'relation'
  | 'hidden';
type Value = string | number | boolean | null;

export interface FieldOptions {
  /** The file has a copy in each language: every field says who writes it in the others. */
  translated: boolean;
  /**
   * A pattern a value may match in place of its field's own: a {fact} placeholder, which the build
   * fills in before it validates.
   */
  placeholder?: string;
  /**
   * The entries may be saved in this language first (an English-first article): a translated field
   * is required in it alone, so a translation left empty is the content checks' to name.
   */
  firstIn?: string;
}

/** Text the schema caps at this length or less fits one line; longer text gets a growing box. */
const LINE = 80;

/** The files an image field takes: what lib/images/media.mjs makes sizes of. */
const PICTURES = [...new Set(Object.values(PICTURE_TYPES))].join(',');

/** zod bounds every integer by these; they are no limit an editor needs to see. */
const SAFE = Number.MAX_SAFE_INTEGER;

/** "authorRole" → "Author role", "wrong-password" → "Wrong password"; a CONSTANT stays as it is. */
export function labelOf(name: string): string {
  if (!/[a-z]/.test(name)) return name;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('-', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A web address or a site path ("https://…", "/pricing"), as opposed to words. */
const isAddress = (schema: JsonSchema | undefined) =>
  schema?.format === 'uri' ||
  (schema?.pattern?.includes('https') === true && /link|address/.test(schema.patternMessage ?? ''));

/** What an address field's name says it leads to: `href` a link's, `src` a picture's. */
const ADDRESS_OF: Record<string, string> = { href: '', url: '', src: 'Picture' };

/**
 * A field's label in the CMS: its schema's title, else its name in words; a language's value (a
 * fact's `pt`) is named by the language; an address says so ("Article address (link)", "Address
 * (link)"), where its name alone reads as something else.
 */
export function fieldLabel(name: string, schema: JsonSchema | undefined): string {
  if (schema?.title) return schema.title;
  if (isLocale(name)) return languageNameIn(name, 'en');
  if (!isAddress(schema)) return labelOf(name);
  const of = ADDRESS_OF[name] ?? labelOf(name);
  return of ? `${of} address (link)` : 'Address (link)';
}

/** "FULL_TIME" → "Full time", "monday" → "Monday": a choice's value as words, if none are given. */
const wordsOf = (value: Value) => {
  const words = String(value).replaceAll(/[_-]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An enum's choices, each shown in words and saved as its value. */
const choices = (schema: JsonSchema) =>
  (schema.enum ?? []).map((value) => ({
    label: schema.optionLabels?.[String(value)] ?? wordsOf(value),
    value,
  }));

/** A string of words in the reader's language, as opposed to a name, an address, a date or a code. */
export const isWords = (schema: JsonSchema) =>
  schema.type === 'string' &&
  schema.pattern === undefined &&
  schema.format === undefined &&
  schema.enum === undefined &&
  schema.const === undefined;

function unsupported(at: string, schema: JsonSchema): never {
  throw new Error(`${at}: the CMS has no field for ${JSON.stringify(schema)}`);
}

/** The one property every variant of a union fixes to its own value (a section's `kind`), if any. */
function discriminator(variants: JsonSchema[]): string | undefined {
  const [first] = variants;
  return Object.keys(first?.properties ?? {}).find((key) =>
    variants.every((variant) => variant.properties?.[key]?.const !== undefined),
  );
}

/** Widget and options for a schema, without name, label or i18n. */
type Editor = Omit<CmsField, 'name' | 'label' | 'required' | 'i18n' | 'hint'>;

function stringEditor(schema: JsonSchema, required: boolean, options: FieldOptions): Editor {
  if (schema.format === 'date') return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  // Markdown as written: the rich text editor rewrites a text it did not change (bold, italics or a
  // link over a line break come back as literal **…**), so the field edits the text itself.
  if (schema.contentMediaType === 'text/markdown') return { widget: 'markdown', modes: ['raw'] };
  // An upload from the editor's computer or the site's earlier ones, never an address elsewhere.
  if (schema.format === 'image') return { widget: 'image', choose_url: false, accept: PICTURES };
  // A required field refuses an empty value already: a least length of 1 says nothing more. Words
  // in a file that may name a {fact} get no lengths: the CMS would count the placeholder, the
  // build counts the fact written in (and the pull request's checks report a text too long).
  const counted = !(options.placeholder && isWords(schema));
  const lengths = {
    ...((schema.minLength ?? 1) <= 1 || !counted ? {} : { minlength: schema.minLength }),
    ...(schema.maxLength === undefined || !counted ? {} : { maxlength: schema.maxLength }),
  };
  if (schema.pattern === undefined) {
    const oneLine = schema.format !== undefined || (schema.maxLength ?? Infinity) <= LINE;
    return { widget: oneLine ? 'string' : 'text', ...lengths };
  }
  // The CMS tests the pattern on an empty optional field too; a placeholder stands for a value.
  const alternatives = [
    ...(required ? [] : ['^$']),
    ...(options.placeholder ? [options.placeholder] : []),
  ];
  const message = schema.patternMessage ?? `must be a valid ${schema.format ?? 'value'}`;
  return {
    widget: 'string',
    ...lengths,
    pattern: [[...alternatives, schema.pattern].join('|'), message],
  };
}

function numberEditor(schema: JsonSchema): Editor {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  // An integer above 0 starts at 1; a decimal above 0 has no least value, so 0 is the nearest.
  const least = integer && schema.minimum === undefined && min !== undefined ? min + 1 : min;
  const most = integer && schema.maximum === undefined && max !== undefined ? max - 1 : max;
  return {
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(least === undefined || least === -SAFE ? {} : { min: least }),
    ...(most === undefined || most === SAFE ? {} : { max: most }),
    ...(schema.multipleOf === undefined ? {} : { step: schema.multipleOf }),
  };
}

function listEditor(schema: JsonSchema, options: FieldOptions, at: string): Editor {
  const items = schema.items ?? unsupported(at, schema);
  const counts = {
    ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
    ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
  };
  if (items.enum) return { widget: 'select', multiple: true, options: choices(items), ...counts };
  const inner = objectEditor(items, options, `${at}[]`);
  if (inner) return { widget: 'list', ...counts, ...inner };
  return { widget: 'list', ...counts, field: cmsField('item', items, true, options, `${at}[]`) };
}

/** The subfields of an object, or its variants; undefined for a schema that is no object. */
function objectEditor(
  schema: JsonSchema,
  options: FieldOptions,
  at: string,
): Pick<CmsField, 'fields' | 'types' | 'typeKey'> | undefined {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const typeKey = discriminator(variants) ?? unsupported(at, schema);
    return {
      typeKey,
      types: variants.map((variant) => {
        const name = String(variant.properties?.[typeKey]?.const);
        // The CMS writes the type's name into `typeKey` itself.
        const properties = Object.fromEntries(
          Object.entries(variant.properties ?? {}).filter(([key]) => key !== typeKey),
        );
        const fields = cmsFields({ ...variant, properties }, options, `${at}<${name}>`);
        return { name, label: variant.title ?? labelOf(name), widget: 'object', fields };
      }),
    };
  }
  if (schema.type !== 'object') return undefined;
  if (schema.properties) return { fields: cmsFields(schema, options, at) };
  // A record whose keys are fixed choices (every auth error code): a field per key.
  const keys = schema.propertyNames?.enum;
  const value = schema.additionalProperties;
  if (keys && typeof value === 'object') {
    const properties = Object.fromEntries(keys.map((key) => [String(key), value]));
    return { fields: cmsFields({ ...schema, properties }, options, at) };
  }
  return undefined;
}

function editorOf(
  schema: JsonSchema,
  required: boolean,
  options: FieldOptions,
  at: string,
): Editor {
  // A moment: a date-time, or one of a date-time and a date alone. Editors pick it in their own
  // time; the CMS writes it in UTC, with seconds and its zone.
  const formats = (schema.oneOf ?? schema.anyOf ?? [schema]).map((variant) => variant.format);
  if (formats.includes('date-time') && formats.every((format) => format?.startsWith('date')))
    return { widget: 'datetime', output_utc: true };
  if (schema.const !== undefined) return { widget: 'hidden', default: schema.const };
  // Picked by name from a list of a file of its own kind (the CMS's singletons).
  if (schema.pickFrom) {
    const { kind, list, value, label } = schema.pickFrom;
    const shown = [`${list}.*.${label}`];
    return {
      widget: 'relation',
      collection: '_singletons',
      file: kind,
      value_field: `${list}.*.${value}`,
      display_fields: shown,
      search_fields: [...shown],
    };
  }
  if (schema.enum) return { widget: 'select', options: choices(schema) };
  if (schema.type === 'string') return stringEditor(schema, required, options);
  if (schema.type === 'number' || schema.type === 'integer') return numberEditor(schema);
  if (schema.type === 'boolean') return { widget: 'boolean' };
  if (schema.type === 'array') return listEditor(schema, options, at);
  const object = objectEditor(schema, options, at);
  if (object) return { widget: 'object', ...object };
  // A record of any names (sign-in providers by id): pairs of texts.
  const value = schema.additionalProperties;
  if (schema.type === 'object' && typeof value === 'object' && value.type === 'string')
    return { widget: 'keyvalue' };
  return unsupported(at, schema);
}

/** "50 to 160 characters", "At most 3 items", …: a span of lengths or counts, or nothing. */
function span(least: number | undefined, most: number | undefined, unit: string): string[] {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (least !== undefined && least === most) return [`Exactly ${units(least)}`];
  if (least !== undefined && most !== undefined) return [`${least} to ${units(most)}`];
  if (most !== undefined) return [`At most ${units(most)}`];
  return least === undefined ? [] : [`At least ${units(least)}`];
}

/**
 * A field's hint: its description, then what the content checks hold it to that the field itself
 * does not show, so an editor reads the rule before the save refuses it.
 */
function hintOf(schema: JsonSchema, field: Editor, options: FieldOptions): string | undefined {
  // A required text is at least one character long already.
  const least = (schema.minLength ?? 0) > 1 ? schema.minLength : undefined;
  const filled =
    options.placeholder && isWords(schema) ? ', a {fact} counting as the text it shows' : '';
  const limits = [
    ...span(least, schema.maxLength, 'character').map((text) => `${text}${filled}.`),
    ...(field.widget === 'list' || field.multiple
      ? span(schema.minItems, schema.maxItems, 'item').map((text) => `${text}.`)
      : []),
    ...(field.output_utc ? ["In your computer's time zone; saved in UTC."] : []),
  ];
  const hint = [schema.description, ...limits].filter(Boolean).join(' ');
  return hint || undefined;
}

/** Whether translators write a field, or every language keeps English's value. */
function i18nOf(field: Editor, schema: JsonSchema): CmsField['i18n'] {
  if (field.widget === 'keyvalue')
    return isWords(schema.additionalProperties as JsonSchema) ? 'duplicate_keys' : 'duplicate';
  const inner = [
    ...(field.field ? [field.field] : []),
    ...(field.fields ?? []),
    ...(field.types ?? []).flatMap((type) => type.fields),
  ];
  // A group is translated when anything in it is: its names inside stay duplicated one by one.
  return isWords(schema) || inner.some((sub) => sub.i18n === true) ? true : 'duplicate';
}

/** The CMS field that edits a value of `schema`, named `name`. */
export function cmsField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  options: FieldOptions,
  at = name,
): CmsField {
  const { widget, ...editor } = editorOf(schema, required, options, at);
  const hint = hintOf(schema, { widget, ...editor }, options);
  const i18n = options.translated ? i18nOf({ widget, ...editor }, schema) : undefined;
  const requiredIn = options.firstIn && i18n === true ? [options.firstIn] : undefined;
  return {
    name,
    label: fieldLabel(name, schema),
    widget,
    ...(required ? (requiredIn ? { required: requiredIn } : {}) : { required: false }),
    ...(i18n ? { i18n } : {}),
    ...(hint === undefined ? {} : { hint }),
    ...editor,
  };
}

/** The fields of an object schema, one per property, in the schema's order. */
export function cmsFields(schema: JsonSchema, options: FieldOptions, at = ''): CmsField[] {
  const properties = schema.properties ?? unsupported(at || '(file)', schema);
  const required = new Set(schema.required ?? []);
  // A name the CMS makes when it is left empty (lib/cms/made-names.ts) may be left empty.
  return Object.entries(properties).map(([name, property]) =>
    cmsField(
      name,
      property,
      required.has(name) && !property.madeFrom,
      options,
      at ? `${at}.${name}` : name,
    ),
  );
}
