import { loadAuth } from '@/lib/content/auth';
import { authErrorCodes, authErrorMessage } from '@/lib/firebase/auth-errors';

const messages = loadAuth().errors;

test('the two messages of the spec, word for word', () => {
  expect(authErrorMessage('auth/wrong-password', messages)).toBe(
    'The password is invalid or the user does not have a password.',
  );
  expect(authErrorMessage('weak-password', messages)).toBe(
    'The password must be 6 characters long or more.',
  );
});

test('a wrong password and an unknown address read the same: the spec’s wrong-password message', () => {
  const said = ['wrong-password', 'user-not-found', 'invalid-credential'].map((code) =>
    authErrorMessage({ code: `auth/${code}` }, messages),
  );
  expect(said).toEqual(Array(3).fill(messages['wrong-password']));
});

test.each(authErrorCodes)('%s has its own message', (code) => {
  const message = authErrorMessage({ code: `auth/${code}` }, messages);
  expect(message).toBe(messages[code]);
  expect(message).not.toBe(messages.generic);
});

test('too-many-requests and network-request-failed are covered', () => {
  expect(authErrorMessage('auth/too-many-requests', messages)).toMatch(/wait/);
  expect(authErrorMessage('auth/network-request-failed', messages)).toMatch(/connection/);
});

test('unknown codes and non-errors get the generic message', () => {
  expect(authErrorMessage('auth/quota-exceeded', messages)).toBe(messages.generic);
  expect(authErrorMessage(new Error('boom'), messages)).toBe(messages.generic);
  expect(authErrorMessage(null, messages)).toBe(messages.generic);
});
