import { createUserWithEmailAndPassword } from 'firebase/auth';
import { isCommonPassword } from '@/lib/common-passwords';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { signUp } from '@/lib/firebase/account';
import { authErrorMessage } from '@/lib/firebase/auth-errors';
import { locales } from '@/lib/i18n/locales';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';

jest.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: jest.fn(async () => {
    throw Object.assign(new Error('reached the sign-in service'), { code: 'auth/internal-error' });
  }),
}));

const newAccount = (password: string) => ({
  name: 'Ana',
  email: 'ana@example.com',
  password,
  role: 'seller' as const,
});

test('the most used passwords that pass the length rule are on the list, in any case', () => {
  for (const password of ['password', 'Password', '12345678', 'qwertyuiop', '1qaz2wsx']) {
    expect([password, isCommonPassword(password)]).toEqual([password, true]);
  }
  expect(isCommonPassword('correct horse battery')).toBe(false);
});

test('sign-up refuses a common password before the sign-in service is asked', async () => {
  const refused = signUp({} as never, {} as never, newAccount('Football'));
  await expect(refused).rejects.toMatchObject({ code: 'common-password' });
  expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();

  await expect(
    signUp({} as never, {} as never, newAccount('tram to Belém at dawn')),
  ).rejects.toThrow('reached the sign-in service');
});

test.each(locales)(
  'in %s, the refusal and the length say why, with the length the site asks',
  (locale) => {
    const { errors, fields } = loadAuth(locale);
    const { requests } = loadForms(locale);
    expect(authErrorMessage({ code: 'common-password' }, errors, requests)).toBe(
      errors['common-password'],
    );
    for (const said of [errors['weak-password'], fields.newPassword.hint]) {
      expect(said).toContain(String(MIN_PASSWORD_LENGTH));
    }
  },
);
