import {
  email,
  maxLength,
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

test('passwords need 6 characters', () => {
  expect(password('')).toBe('required');
  expect(password('12345')).toBe('passwordLength');
  expect(password('123456')).toBeUndefined();
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

test('validate keeps the first problem of each field', () => {
  expect(validate({ a: '', b: 'x@y.z' }, { a: [required, noMarkup], b: [email] })).toEqual({
    a: 'required',
  });
});
