import { getAuth } from 'firebase/auth';
import { forceWebSockets, getDatabase } from 'firebase/database';
import { createFirebase, idTokenIfLoaded, loadFirebase } from '@/lib/firebase/client';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({ getAuth: jest.fn(), connectAuthEmulator: jest.fn() }));
jest.mock('firebase/database', () => ({
  forceWebSockets: jest.fn(),
  getDatabase: jest.fn(),
  connectDatabaseEmulator: jest.fn(),
}));

test('the database goes over WebSockets only, decided once before the first database exists', async () => {
  await createFirebase('first');
  await createFirebase('second');
  expect(forceWebSockets).toHaveBeenCalledTimes(1);
  expect(jest.mocked(forceWebSockets).mock.invocationCallOrder[0]).toBeLessThan(
    jest.mocked(getDatabase).mock.invocationCallOrder[0],
  );
});

test("a form gets the signed-in user's ID token only once the page has loaded Firebase", async () => {
  const getIdToken = jest.fn(async () => 'id-token');
  jest
    .mocked(getAuth)
    .mockClear()
    .mockReturnValue({
      authStateReady: async () => undefined,
      currentUser: { getIdToken },
    } as never);
  expect(await idTokenIfLoaded()).toBeUndefined();
  expect(getAuth).not.toHaveBeenCalled();
  await loadFirebase();
  expect(await idTokenIfLoaded()).toBe('id-token');
});
