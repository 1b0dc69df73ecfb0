import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getAuth } from 'firebase/auth';
import { forceWebSockets, getDatabase } from 'firebase/database';
import { databaseHost } from '@/lib/backend.mjs';
import {
  createFirebase,
  idTokenIfLoaded,
  loadFirebase,
  rememberedDatabaseServerKey,
} from '@/lib/firebase/client';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
}));
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

test('each page forgets the database server the SDK remembered, before the database starts', async () => {
  const key = rememberedDatabaseServerKey(databaseHost());
  localStorage.setItem(key, '"s-euw1b-nss-201.europe-west1.firebasedatabase.app"');
  let rememberedAtStart: string | null = 'not started';
  jest.mocked(getDatabase).mockImplementationOnce(() => {
    rememberedAtStart = localStorage.getItem(key);
    return {} as never;
  });
  await createFirebase('forgetting');
  expect(rememberedAtStart).toBeNull();
});

test('the database SDK remembers its server under that key', () => {
  const fromFirebase = createRequire(require.resolve('firebase/package.json'));
  const manifest = fromFirebase.resolve('@firebase/database/package.json');
  const { browser } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { browser: string };
  const sdk = fs.readFileSync(path.join(path.dirname(manifest), browser), 'utf8');
  expect(sdk).toContain("this.prefix_ = 'firebase:';");
  expect(sdk).toContain("PersistentStorage.get('host:' + host)");
  expect(sdk).toContain("PersistentStorage.set('host:' + this._host, this.internalHost)");
  expect(rememberedDatabaseServerKey('db.example')).toBe('firebase:host:db.example');
});

test("Firebase's own mails are in the language of the page's address", async () => {
  window.history.replaceState(null, '', '/fr/account');
  const { auth } = await createFirebase('french-page');
  expect(auth.languageCode).toBe('fr-FR');
  window.history.replaceState(null, '', '/account');
  expect((await createFirebase('english-page')).auth.languageCode).toBe('en-GB');
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
