import fs from 'node:fs';
import path from 'node:path';
import {
  email,
  maxLength,
  MIN_PASSWORD_LENGTH,
  noControlCodes,
  noMarkup,
  password,
  required,
  validate,
} from '@/lib/validation';

test('e-mail addresses', () => {
  expect(email('ana@example.com')).toBeUndefined();
  expect(email('')).toBe('required');
  expect(email('ana@example')).toBe('email');
  expect(email('ana example@x.com')).toBe('email');
  expect(email('ana@example.com;')).toBe('email');
});

test(`passwords need ${MIN_PASSWORD_LENGTH} characters, more than the sign-in service's 6`, () => {
  expect(MIN_PASSWORD_LENGTH).toBeGreaterThanOrEqual(8);
  expect(password('')).toBe('required');
  expect(password('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('passwordLength');
  expect(password('x'.repeat(MIN_PASSWORD_LENGTH))).toBeUndefined();
});

test('required, length and markup', () => {
  expect(required('   ')).toBe('required');
  expect(maxLength(3)('abcd')).toBe('tooLong');
  expect(noMarkup('<b>')).toBe('markup');
});

describe('names that a mail client or a page would turn into something else', () => {
  test.each([
    ['an encoded word', '=?utf-8?b?PGI+bWFya3VwPC9iPg==?='],
    ['an encoded word in a name', 'Ana =?iso-8859-1?q?L=F3pes?='],
    ['a right-to-left override', 'Ana\u202eseploL'],
    ['a directional isolate', '\u2067Ana\u2069'],
    ['a left-to-right mark', 'Ana\u200e'],
    ['an Arabic letter mark', 'Ana\u061c'],
    ['a line break', 'Ana\nBcc: everyone@example.com'],
    ['a tab', 'Ana\tLopes'],
    ['a NUL', 'Ana\u0000'],
    ['DEL', 'Ana\u007f'],
    ['a C1 control', 'Ana\u0085'],
    ['a zero-width space', 'Ana\u200bLopes'],
    ['a zero-width joiner', 'An\u200da'],
    ['a word joiner', 'Ana\u2060'],
    ['a soft hyphen', 'Lo\u00adpes'],
    ['a byte order mark', '\ufeffAna'],
    ['a tag character', 'Ana\u{e0041}\u{e007f}'],
    ['an interlinear annotation mark', 'Ana\ufff9x\ufffa'],
  ])('%s is refused', (_, name) => {
    expect(noControlCodes(name)).toBe('controlCodes');
  });

  test.each(['Ana Lopes', "Seán O'Brien-Núñez", 'أحمد', 'José = 1? No', '李小龍', 'Zoë (she/her)'])(
    '%s is accepted',
    (name) => {
      expect(noControlCodes(name)).toBeUndefined();
    },
  );
});

describe("database.rules.json, for a profile's displayName", () => {
  const rules = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'database.rules.json'), 'utf8'),
  );
  const validate: string = rules.rules.profiles.$uid.displayName['.validate'];
  // The database reads its rules' patterns as a JavaScript regular expression without flags: a
  // character past U+FFFF is two code units there, so the rule names its surrogates.
  const refused = validate
    .split(' && ')
    .filter((part) => part.startsWith('!newData.val().matches(/=') && part.endsWith('/)'))
    .map((part) => new RegExp(part.slice('!newData.val().matches(/'.length, -'/)'.length)));

  test('refuses every character the forms refuse', () => {
    expect(refused).toHaveLength(1);
    const missed: string[] = [];
    for (let point = 0; point <= 0x10ffff; point += 1) {
      const name = `Ana${String.fromCodePoint(point)}`;
      if (noControlCodes(name) && !refused[0].test(name)) missed.push(point.toString(16));
    }
    expect(missed).toEqual([]);
  });

  test.each(['Ana Lopes', "Seán O'Brien-Núñez", 'أحمد', '李小龍', 'Ana 👍', '𝔄𝔫𝔞'])(
    'accepts %s, as the forms do',
    (name) => {
      expect(noControlCodes(name)).toBeUndefined();
      expect(refused[0].test(name)).toBe(false);
    },
  );
});

test('validate keeps the first problem of each field', () => {
  expect(validate({ a: '', b: 'x@y.z' }, { a: [required, noMarkup], b: [email] })).toEqual({
    a: 'required',
  });
});
