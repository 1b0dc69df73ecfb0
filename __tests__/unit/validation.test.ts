import { email, maxLength, noMarkup, password, required, validate } from '@/lib/validation';

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

test('validate keeps the first problem of each field', () => {
  expect(validate({ a: '', b: 'x@y.z' }, { a: [required, noMarkup], b: [email] })).toEqual({
    a: 'required',
  });
});
