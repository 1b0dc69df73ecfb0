import type { FirebaseOptions } from 'firebase/app';

/** The demo project the local emulators answer for (see firebase.json and .firebaserc). */
export const EMULATOR_PROJECT = 'demo-agora';
// Node only: `firebase emulators:exec` exports the addresses it chose (tests run on other ports
// when the defaults are busy). In the browser these are undefined and the defaults apply.
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const databasePort = process.env.FIREBASE_DATABASE_EMULATOR_HOST?.split(':')[1] ?? '9000';
export const AUTH_EMULATOR_URL = `http://${authHost}`;
export const DATABASE_EMULATOR = { host: '127.0.0.1', port: Number(databasePort) } as const;

export interface ProjectSettings {
  options: FirebaseOptions;
  /** True when no project is configured: talk to the local emulators instead. */
  emulators: boolean;
}

/**
 * The project from NEXT_PUBLIC_FIREBASE_* (inlined at build time, so each is read by its literal
 * name), or the emulators' demo project when none is set.
 */
export function projectSettings(): ProjectSettings {
  const projectId = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (projectId) {
    return {
      emulators: false,
      options: {
        apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
        authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
        databaseURL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
        projectId,
        appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
      },
    };
  }
  return {
    emulators: true,
    options: {
      // The Auth emulator accepts any API key; demo-* projects never reach Google.
      apiKey: 'demo-api-key',
      authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`,
      databaseURL: `http://${DATABASE_EMULATOR.host}:${DATABASE_EMULATOR.port}?ns=${EMULATOR_PROJECT}`,
      projectId: EMULATOR_PROJECT,
    },
  };
}
