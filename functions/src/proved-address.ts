import type { UserRecord } from 'firebase-admin/auth';
import { canonicalEmail } from '../../lib/email-address';
import type { ErasedAccount } from './erasure';

/**
 * Sign-in providers whose accounts come with an address the provider has itself confirmed: an
 * account that signed in with one of them has shown it receives mail there, as a followed
 * verification link does. The password provider takes any address typed in, so it is not one.
 * Add a provider only if it confirms the addresses it hands over.
 */
const VOUCHING_PROVIDERS: readonly string[] = ['google.com'];

type DeletedUser = Pick<UserRecord, 'uid' | 'email' | 'emailVerified' | 'providerData'>;

/** What erasing a deleted user takes: its uid, its address, and whether it proved the address. */
export function erasedAccount(user: DeletedUser): ErasedAccount {
  if (!user.email) return { uid: user.uid, emailProved: false };
  const email = canonicalEmail(user.email);
  const vouched = user.providerData.some(
    (provider) =>
      VOUCHING_PROVIDERS.includes(provider.providerId) &&
      Boolean(provider.email) &&
      canonicalEmail(provider.email) === email,
  );
  return { uid: user.uid, email, emailProved: user.emailVerified || vouched };
}
