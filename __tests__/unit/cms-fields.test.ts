import { z } from 'zod';
import { cmsField, cmsFields, labelOf, type FieldOptions } from '@/lib/cms/cms-fields';
import { contentJsonSchema } from '@/lib/cms/content-json-schema';
import { illustration, isoDate, markdown, portrait, slug, text } from '@/lib/content/fields';

const plain: FieldOptions = { translated: false };
const translated: FieldOptions = { translated: true };

/** The CMS field of one schema, as the only property of an object. */
const fieldOf = (schema: z.ZodType, options = plain) =>
  cmsFields(contentJsonSchema(z.object({ value: schema }).strict()), options)[0];

describe('a CMS field from a zod schema', () => {
  it('is a one-line string for a short text, a growing text box for a long one', () => {
    expect(fieldOf(text.max(60))).toEqual({
      name: 'value',
      label: 'Value',
      widget: 'string',
      hint: 'At most 60 characters.',
      maxlength: 60,
    });
    expect(fieldOf(text.min(50).max(160))).toMatchObject({
      widget: 'text',
      minlength: 50,
      maxlength: 160,
    });
    expect(fieldOf(text)).toEqual({ name: 'value', label: 'Value', widget: 'text' });
  });

  it('says in its hint what the checks hold it to, a {fact} counted as its text', () => {
    const withFacts: FieldOptions = { translated: false, placeholder: '\\{x\\}' };
    expect(fieldOf(text.min(50).max(160).describe('The search result.'), withFacts).hint).toBe(
      'The search result. 50 to 160 characters, a {fact} counting as the text it shows.',
    );
    expect(fieldOf(z.array(text).min(2).max(2)).hint).toBe('Exactly 2 items.');
    expect(fieldOf(z.array(text).min(1)).hint).toBe('At least 1 item.');
    expect(fieldOf(z.iso.datetime({ offset: true })).hint).toBe(
      "In your computer's time zone; saved in UTC.",
    );
  });

  it('shows choices in words, its own where the schema gives them', () => {
    const kinds = z.enum(['FULL_TIME', 'INTERN']).meta({ optionLabels: { INTERN: 'Internship' } });
    expect(fieldOf(kinds).options).toEqual([
      { label: 'Full time', value: 'FULL_TIME' },
      { label: 'Internship', value: 'INTERN' },
    ]);
    expect(fieldOf(text.meta({ title: 'Closing date' })).label).toBe('Closing date');
  });

  it('is a Markdown editor for Markdown', () => {
    expect(fieldOf(markdown).widget).toBe('markdown');
  });

  it('is a date picker that writes YYYY-MM-DD for an ISO date', () => {
    expect(fieldOf(isoDate)).toMatchObject({
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
    });
  });

  it('is a date and time picker that writes UTC for a date-time, alone or beside a date', () => {
    const moment = { widget: 'datetime', output_utc: true };
    expect(fieldOf(z.iso.datetime({ offset: true }))).toMatchObject(moment);
    expect(fieldOf(z.union([z.iso.datetime({ offset: true }), z.iso.date()]))).toMatchObject(
      moment,
    );
  });

  it("checks a pattern with the schema's own message", () => {
    expect(fieldOf(slug).pattern).toEqual([
      '^[a-z0-9]+(-[a-z0-9]+)*$',
      'must be kebab-case (a-z, 0-9, -)',
    ]);
  });

  it('lets an optional patterned field stay empty, and a placeholder stand for a value', () => {
    const field = fieldOf(slug.optional(), { translated: false, placeholder: '\\{x\\}' });
    expect(field.required).toBe(false);
    const pattern = new RegExp(field.pattern![0]);
    expect(['', '{x}', 'kebab-case'].every((value) => pattern.test(value))).toBe(true);
    expect(pattern.test('Not Kebab')).toBe(false);
  });

  it('is a number with its bounds and step, an integer above 0 starting at 1', () => {
    expect(fieldOf(z.number().min(1).max(5).multipleOf(0.1))).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 1,
      max: 5,
      step: 0.1,
    });
    const positive = fieldOf(z.number().int().positive());
    expect(positive).toMatchObject({ value_type: 'int', min: 1 });
    expect(positive).not.toHaveProperty('max');
  });

  it('is a checkbox for a boolean, a select for an enum, a fixed hidden value for a literal', () => {
    expect(fieldOf(z.boolean()).widget).toBe('boolean');
    expect(fieldOf(z.enum(['FULL_TIME', 'PART_TIME']))).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Full time', value: 'FULL_TIME' },
        { label: 'Part time', value: 'PART_TIME' },
      ],
    });
    expect(fieldOf(z.literal('YEAR'))).toMatchObject({ widget: 'hidden', default: 'YEAR' });
  });

  it('is a list of its items, with its bounds; a list of choices is a multiple select', () => {
    expect(
      fieldOf(
        z
          .array(z.object({ label: text }).strict())
          .min(1)
          .max(2),
      ),
    ).toMatchObject({
      widget: 'list',
      min: 1,
      max: 2,
      fields: [{ name: 'label', widget: 'text' }],
    });
    expect(fieldOf(z.array(slug)).field).toMatchObject({ name: 'item', widget: 'string' });
    expect(fieldOf(z.array(z.enum(['monday', 'friday'])).min(1))).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: [
        { label: 'Monday', value: 'monday' },
        { label: 'Friday', value: 'friday' },
      ],
    });
  });

  it('is an object of its fields, optional ones not required', () => {
    expect(fieldOf(z.object({ city: text, note: text.optional() }).strict())).toMatchObject({
      widget: 'object',
      fields: [{ name: 'city' }, { name: 'note', required: false }],
    });
  });

  it('is a list of types for a discriminated union, the discriminator written by the CMS', () => {
    const section = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('prose'), body: markdown }).strict(),
      z.object({ kind: z.literal('news'), count: z.number().int() }).strict(),
    ]);
    expect(fieldOf(z.array(section))).toMatchObject({
      widget: 'list',
      typeKey: 'kind',
      types: [
        { name: 'prose', widget: 'object', fields: [{ name: 'body', widget: 'markdown' }] },
        { name: 'news', widget: 'object', fields: [{ name: 'count', widget: 'number' }] },
      ],
    });
  });

  it('is a field per key for a record of fixed keys, pairs for a record of any keys', () => {
    expect(fieldOf(z.record(z.enum(['seller', 'buyer']), text))).toMatchObject({
      widget: 'object',
      fields: [{ name: 'seller' }, { name: 'buyer' }],
    });
    expect(fieldOf(z.record(z.string(), text)).widget).toBe('keyvalue');
  });

  it('reads what the file holds, not what a transform makes of it, and ignores refinements', () => {
    const percent = z
      .number()
      .max(100)
      .transform((value) => `${value}%`);
    expect(fieldOf(percent)).toMatchObject({ widget: 'number', max: 100 });
    expect(fieldOf(text.refine((value) => value !== 'x')).widget).toBe('text');
  });

  it('shows the schema description as a hint', () => {
    expect(fieldOf(illustration).hint).toMatch(/illustration set/);
  });

  it('refuses a schema the CMS cannot edit, naming where it is', () => {
    expect(() => fieldOf(z.union([z.string(), z.number()]))).toThrow(/^value: /);
  });
});

describe('who writes a field in a translated file', () => {
  it('is each language for words, English for names, addresses, dates, numbers and choices', () => {
    const i18n = (schema: z.ZodType) => fieldOf(schema, translated).i18n;
    expect(i18n(text)).toBe(true);
    expect(i18n(markdown)).toBe(true);
    for (const name of [
      slug,
      isoDate,
      illustration,
      portrait,
      z.number(),
      z.boolean(),
      z.enum(['a']),
    ])
      expect(i18n(name)).toBe('duplicate');
  });

  it('is each language for a group with words inside, each name inside still copied', () => {
    const link = fieldOf(z.object({ label: text, href: slug }).strict(), translated);
    expect(link).toMatchObject({
      i18n: true,
      fields: [
        { name: 'label', i18n: true },
        { name: 'href', i18n: 'duplicate' },
      ],
    });
    expect(fieldOf(z.object({ min: z.number() }).strict(), translated).i18n).toBe('duplicate');
  });

  it('keeps the names of pairs and translates their values', () => {
    expect(fieldOf(z.record(z.string(), text), translated).i18n).toBe('duplicate_keys');
  });

  it('is not said at all in a file with one copy for every language', () => {
    expect(cmsField('value', contentJsonSchema(text), true, plain)).not.toHaveProperty('i18n');
  });
});

describe('a label', () => {
  it.each([
    ['authorRole', 'Author role'],
    ['wrong-password', 'Wrong password'],
    ['FULL_TIME', 'FULL_TIME'],
  ])('of %s is %s', (name, label) => expect(labelOf(name)).toBe(label));
});
