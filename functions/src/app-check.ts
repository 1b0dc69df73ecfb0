/**
 * App Check: the site's pages get a token from reCAPTCHA Enterprise and send it as
 * X-Firebase-AppCheck; the function has firebase-admin verify it and consume it, so each token
 * opens one request (replay protection). `verify` is firebase-admin's
 * getAppCheck().verifyToken(token, { consume: true }): it throws for a token that is not valid and
 * reports one seen before as alreadyConsumed.
 */
export type VerifyAppCheckToken = (token: string) => Promise<{ alreadyConsumed?: boolean }>;

export type AppCheckRefusal = 'missing' | 'invalid' | 'consumed';

export async function appCheckRefusal(
  token: string | undefined,
  verify: VerifyAppCheckToken,
): Promise<AppCheckRefusal | undefined> {
  if (!token) return 'missing';
  let verdict: { alreadyConsumed?: boolean };
  try {
    verdict = await verify(token);
  } catch {
    return 'invalid';
  }
  return verdict.alreadyConsumed ? 'consumed' : undefined;
}
