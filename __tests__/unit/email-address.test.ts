import { canonicalEmail, isPlainAddress } from '@/lib/email-address';
import { email } from '@/lib/validation';

describe('one plain address', () => {
  // What the review's mailer delivered to v@x: each a second way to write one person's address.
  const deliveredToOne = ['"v"@x', 'v@x,', '(c)v@x', 'v@x;', 'x:v@x;', 'v@x(z)'];

  test.each(deliveredToOne)('%s is refused', (value) => {
    expect(email(value)).toBe('email');
  });

  // The same with a domain that is otherwise fine, so the refusal is not only for "x".
  test.each(deliveredToOne.map((value) => value.replace(/@x/, '@x.example')))(
    '%s is refused',
    (value) => {
      expect(email(value)).toBe('email');
    },
  );

  test.each([
    'Ana <ana@example.com>',
    'ana@example.com, bob@example.com',
    'ana@[192.0.2.1]',
    'ana@example',
    'ana@example.com.',
    'ana@-example.com',
    'ana@example-.com',
    'ana@exa_mple.com',
    '.ana@example.com',
    'ana.@example.com',
    'ana..lopes@example.com',
    'ana lopes@example.com',
    'ana@example..com',
    'anä@example.com',
    'ana@exam\nple.com',
    'ana@@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ana@${'d'.repeat(64)}.com`,
    `ana@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(58)}.com`,
  ])('%j is refused', (value) => {
    expect(isPlainAddress(value)).toBe(false);
  });

  test.each([
    'ana@example.com',
    'Ana.Lopes@Example.COM',
    'ana+news@mail.example.co.uk',
    "o'brien@example.ie",
    'a/b=c{d}~!#$%&*^`|@example.com',
    'ana@xn--bcher-kva.example',
    'ana@bücher.example',
    'ana@123.example',
    '  ana@example.com  ',
    `${'a'.repeat(64)}@example.com`,
    `ana@${'d'.repeat(63)}.com`,
  ])('%j is accepted', (value) => {
    expect(isPlainAddress(value)).toBe(true);
    expect(email(value)).toBeUndefined();
  });

  test('at most 254 characters', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    const local = (length: number) => 'a'.repeat(length);
    expect(isPlainAddress(`${local(254 - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isPlainAddress(`${local(255 - domain.length - 1)}@${domain}`)).toBe(false);
  });
});

describe('the canonical form', () => {
  test('is the address trimmed and lower-cased whole, as Firebase Auth stores it', () => {
    expect(canonicalEmail('  Ana.Lopes@Example.COM ')).toBe('ana.lopes@example.com');
    expect(canonicalEmail('ana@BÜCHER.example')).toBe('ana@xn--bcher-kva.example');
    // One mailbox, one key, whichever form of the domain was typed.
    expect(canonicalEmail('v@münchen.example')).toBe(canonicalEmail('v@xn--mnchen-3ya.example'));
    expect(canonicalEmail('v@MÜNCHEN.example')).toBe('v@xn--mnchen-3ya.example');
  });

  test('is the same for every way of writing one address', () => {
    const forms = ['ana@example.com', 'ANA@EXAMPLE.COM', ' Ana@Example.com\t'];
    expect(new Set(forms.map(canonicalEmail))).toEqual(new Set(['ana@example.com']));
  });
});
