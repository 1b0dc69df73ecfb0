/**
 * @jest-environment node
 */
import { functionsContent } from '@/lib/content/functions-content';
import { deployedServices } from '@/functions/src/deployed-services';

// The Auth emulator always checks whether a token was revoked, so only the deployed wiring can
// show whether production does: firebase-admin's own verifyIdToken, stood in for here, skips the
// check unless asked.
const verifyIdToken = jest.fn(async (_token: string, checkRevoked?: boolean) => {
  if (!checkRevoked) return { uid: 'deleted-account' };
  throw Object.assign(new Error('The Firebase ID token has been revoked.'), {
    code: 'auth/id-token-revoked',
  });
});
jest.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));
jest.mock('firebase-admin/database', () => ({ getDatabase: () => ({}) }));
jest.mock('firebase-admin/app-check', () => ({ getAppCheck: () => ({}) }));
jest.mock('@/functions/src/content', () => ({ content: () => functionsContent() }));

test("a signed-in visitor's token is checked for revocation: a deleted account's is refused", async () => {
  await expect(deployedServices().verifyIdToken('token-of-a-deleted-account')).rejects.toThrow(
    'revoked',
  );
  expect(verifyIdToken).toHaveBeenCalledWith('token-of-a-deleted-account', true);
});
