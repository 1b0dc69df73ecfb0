/**
 * @jest-environment node
 */
import type { UserInfo } from 'firebase-admin/auth';
import { erasedAccount } from '@/functions/src/proved-address';

const provider = (providerId: string, email: string) => ({ providerId, email }) as UserInfo;
const user = (changes: Partial<Parameters<typeof erasedAccount>[0]>) =>
  erasedAccount({
    uid: 'u1',
    email: 'Ana@Example.com',
    emailVerified: false,
    providerData: [provider('password', 'Ana@Example.com')],
    ...changes,
  });

describe('whether a deleted account proved its address', () => {
  test('a password sign-up that never followed its verification link did not', () => {
    expect(user({})).toEqual({ uid: 'u1', email: 'ana@example.com', emailProved: false });
  });

  test('a verified address was proved', () => {
    expect(user({ emailVerified: true }).emailProved).toBe(true);
  });

  test('a Google sign-in vouches for the address it brought, in any case', () => {
    const google = [provider('google.com', 'ana@example.com')];
    expect(user({ providerData: google }).emailProved).toBe(true);
  });

  test('a provider vouches only for its own address, and only a provider on the list', () => {
    expect(user({ providerData: [provider('google.com', 'bob@example.com')] }).emailProved).toBe(
      false,
    );
    expect(user({ providerData: [provider('github.com', 'ana@example.com')] }).emailProved).toBe(
      false,
    );
  });

  test('an account without an address proved none', () => {
    expect(user({ email: undefined, emailVerified: true })).toEqual({
      uid: 'u1',
      emailProved: false,
    });
  });
});
