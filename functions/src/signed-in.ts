import type { IncomingRequest } from './endpoint';
import type { Services } from './services';

/** What a valid ID token tells of its account (Services.verifyIdToken). */
export type SignedInAccount = Awaited<ReturnType<Services['verifyIdToken']>>;

/**
 * The account of a visitor who sent their ID token (`Authorization: Bearer <token>`): undefined
 * without one, false for a token that is not valid.
 */
export async function signedInAccount(
  request: IncomingRequest,
  services: Pick<Services, 'verifyIdToken'>,
): Promise<SignedInAccount | undefined | false> {
  const authorization = request.header('authorization');
  if (!authorization) return undefined;
  const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (!token) return false;
  try {
    return await services.verifyIdToken(token);
  } catch {
    return false;
  }
}
