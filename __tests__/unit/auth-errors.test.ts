import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { authErrorCodes, authErrorMessage } from '@/lib/firebase/auth-errors';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';

const messages = loadAuth().errors;
const { requests } = loadForms();
const said = (code: unknown) => authErrorMessage(code, messages, requests);

test('the two messages of the spec, word for word, with the site’s own minimum length', () => {
  expect(said('auth/wrong-password')).toBe(
    'The password is invalid or the user does not have a password.',
  );
  // The spec's sentence names the sign-in service's floor of 6; the site asks for more.
  expect(said('weak-password')).toBe(
    `The password must be ${MIN_PASSWORD_LENGTH} characters long or more.`,
  );
});

test('a wrong password and an unknown address read the same: the spec’s wrong-password message', () => {
  const answers = ['wrong-password', 'user-not-found', 'invalid-credential'].map((code) =>
    said({ code: `auth/${code}` }),
  );
  expect(answers).toEqual(Array(3).fill(messages['wrong-password']));
});

test.each(authErrorCodes)('%s has its own message', (code) => {
  const message = said({ code: `auth/${code}` });
  expect(message).toBe(messages[code]);
  expect(Object.values(requests)).not.toContain(message);
});

describe('a request that gets nowhere or fails on our side reads as in every other form', () => {
  test('the service out of reach: the forms’ "could not reach our server"', () => {
    expect(said({ code: 'auth/network-request-failed' })).toBe(requests.network);
  });

  test('… and their "offline" when the browser is', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(said({ code: 'auth/network-request-failed' })).toBe(requests.offline);
    } finally {
      onLine.mockRestore();
    }
  });

  test('unknown codes and non-errors: the forms’ "something went wrong on our side"', () => {
    expect(said('auth/quota-exceeded')).toBe(requests.failed);
    expect(said(new Error('boom'))).toBe(requests.failed);
    expect(said(null)).toBe(requests.failed);
  });
});
