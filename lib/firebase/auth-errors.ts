import type { RequestMessages } from '@/lib/content/forms';

/** The sign-in error codes with a message of their own in the `auth` messages (`errors`, content/messages.yaml). */
export const authErrorCodes = [
  'wrong-password',
  'weak-password',
  // The site's own: a password on the list of the most used (lib/common-passwords.ts).
  'common-password',
  'email-already-in-use',
  'too-many-requests',
  'user-disabled',
  'requires-recent-login',
  'popup-closed-by-user',
  'invalid-email',
  'missing-password',
  'popup-blocked',
  'cancelled-popup-request',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** An error of the site's own account rules, with a code as the SDK's errors have. */
export class AuthCodeError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code);
  }
}

/** The catalogue: one message per code. */
export type AuthErrorMessages = Record<AuthErrorCode, string>;

/**
 * What every form says when a request gets no answer or fails on our side (the `forms`
 * messages' `requests`): the account forms say the same in the same situation, in the same words.
 */
export type RequestFailures = Pick<RequestMessages, 'offline' | 'network' | 'failed'>;

/**
 * Codes that would tell a visitor whether an address has an account (an unknown user, or the
 * service's answer when it hides which of the two it was): they get wrong-password's message, so
 * a wrong password and an unknown address read the same.
 */
const sameAsWrongPassword = ['user-not-found', 'invalid-credential'];

/** The code of an error thrown by the SDK ("auth/wrong-password" -> "wrong-password"). */
export function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : '';
}

/**
 * The readable message for an SDK error or code. The service out of reach (network-request-failed,
 * after the SDK's own retries) reads as any request that got nowhere: offline when the browser
 * says so; unknown codes read as a failure on our side.
 */
export function authErrorMessage(
  codeOrError: unknown,
  messages: AuthErrorMessages,
  requests: RequestFailures,
): string {
  const given =
    typeof codeOrError === 'string'
      ? codeOrError.replace(/^auth\//, '')
      : authErrorCode(codeOrError);
  if (given === 'network-request-failed') {
    return navigator.onLine ? requests.network : requests.offline;
  }
  const code = sameAsWrongPassword.includes(given) ? 'wrong-password' : given;
  return (authErrorCodes as readonly string[]).includes(code)
    ? messages[code as AuthErrorCode]
    : requests.failed;
}

/**
 * Errors that mean the session is over on the server (account disabled or deleted, token
 * revoked). The SDK signs the user out only when it next refreshes the token; reload() makes it
 * find out now.
 */
export function sessionEnded(error: unknown): boolean {
  return ['user-disabled', 'user-token-expired', 'user-not-found'].includes(authErrorCode(error));
}
