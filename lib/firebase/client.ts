// Browser only: starts the page's Firebase web SDK, and clears what it keeps in localStorage.
import 'client-only';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { languageTags } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/paths';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
}

let webSocketsOnly = false;

/**
 * The database's first answer names a server for later connections, and the SDK remembers it in
 * localStorage under this key (its storage prefix, "firebase:", and "host:" with the configured
 * host) to go there directly next time. The pages' policy lets them reach the configured host
 * alone, so each page forgets that server before the database starts.
 */
export const rememberedDatabaseServerKey = (host: string) => `firebase:host:${host}`;

function forgetDatabaseServer(host: string) {
  try {
    localStorage.removeItem(rememberedDatabaseServerKey(host));
  } catch {
    // Storage is blocked: the SDK cannot remember the server either.
  }
}

/**
 * Initialises an app with auth and database. The SDK is fetched with import() so it lands in
 * its own chunks: no page's first load contains Firebase. Tests pass a name to get fresh apps.
 */
export async function createFirebase(name?: string): Promise<FirebaseServices> {
  // The config travels with the SDK: even the project's addresses stay out of first loads.
  const [{ initializeApp }, authSdk, databaseSdk, backend] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/database'),
    import('@/lib/backend.mjs'),
  ]);
  const app = initializeApp(backend.firebaseOptions(), name);
  const auth = authSdk.getAuth(app);
  // Firebase's own mails (address verification, password reset) in the page's language. A change
  // of language loads a new page, and with it a new instance. (Tests in Node have no page: English.)
  auth.languageCode = languageTags[localeOfPath(globalThis.location?.pathname ?? '/')];
  if (!webSocketsOnly) {
    // The long-polling fallback (taken when storage is blocked, or after a failed WebSocket)
    // loads scripts and a frame from the database's host, which the pages' policy refuses: it
    // allows the database's WebSocket hosts alone. The SDK holds this for every app, and warns
    // when it is said again after a connection, so it is said once.
    databaseSdk.forceWebSockets();
    webSocketsOnly = true;
  }
  forgetDatabaseServer(backend.databaseHost());
  const db = databaseSdk.getDatabase(app);
  if (backend.usesEmulators()) {
    authSdk.connectAuthEmulator(auth, backend.authEmulatorUrl(), { disableWarnings: true });
    const { host, port } = backend.databaseEmulator();
    databaseSdk.connectDatabaseEmulator(db, host, port);
  }
  return { app, auth, db };
}

let services: Promise<FirebaseServices> | undefined;
const waiting = new Set<(services: FirebaseServices) => void>();

/** The page's one Firebase instance, created on first call; a failed load is retried next call. */
export function loadFirebase(): Promise<FirebaseServices> {
  if (!services) {
    services = createFirebase();
    services.then(
      (loaded) => {
        waiting.forEach((callback) => callback(loaded));
        waiting.clear();
      },
      () => (services = undefined),
    );
  }
  return services;
}

/**
 * Calls back once Firebase is loaded by anyone (a form, the account page), without loading it:
 * lets the side menu show the user as soon as there is one, at no cost to other visitors.
 */
export function whenFirebaseLoads(callback: (services: FirebaseServices) => void): () => void {
  let active = true;
  const call = (loaded: FirebaseServices) => active && callback(loaded);
  if (services) services.then(call, () => undefined);
  else waiting.add(call);
  return () => {
    active = false;
    waiting.delete(call);
  };
}

/**
 * The signed-in user's ID token, when this page has already loaded Firebase for its own reasons
 * (the account page, the menu of a returning user) and someone is signed in; otherwise none.
 * Never loads Firebase: a form that sends it would rather go without.
 */
export async function idTokenIfLoaded(): Promise<string | undefined> {
  if (!services) return undefined;
  try {
    const { auth } = await services;
    await auth.authStateReady();
    return await auth.currentUser?.getIdToken();
  } catch {
    // Firebase failed to load, or the token could not be refreshed: send without it.
    return undefined;
  }
}
