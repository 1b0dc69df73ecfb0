import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { DATABASE_EMULATOR, EMULATOR_PROJECT } from '@/lib/firebase/config';

/**
 * firebase-admin as the functions use it: pointed at the local database by
 * FIREBASE_DATABASE_EMULATOR_HOST, it signs in with the emulators' owner credential and acts past
 * the rules. Each call opens its own app, so its own connection.
 */
process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= `${DATABASE_EMULATOR.host}:${DATABASE_EMULATOR.port}`;

const open: App[] = [];
let apps = 0;

export function adminDatabase(): Database {
  const app = initializeApp(
    { projectId: EMULATOR_PROJECT, databaseURL: `https://${EMULATOR_PROJECT}.firebaseio.com` },
    `admin-${process.pid}-${apps++}`,
  );
  open.push(app);
  return getDatabase(app);
}

export async function closeAdmins(): Promise<void> {
  await Promise.all(open.splice(0).map((app) => deleteApp(app)));
}
