import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { DEMO_DATABASE, DEMO_PROJECT, databaseEmulator } from '@/lib/backend.mjs';

/**
 * firebase-admin as the functions use it: pointed at the local database by
 * FIREBASE_DATABASE_EMULATOR_HOST, it signs in with the emulators' owner credential and acts past
 * the rules. Each call opens its own app, so its own connection.
 */
const { host, port } = databaseEmulator();
process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= `${host}:${port}`;

const open: App[] = [];
let apps = 0;

export function adminDatabase(): Database {
  const app = initializeApp(
    {
      projectId: DEMO_PROJECT,
      databaseURL: `https://${DEMO_DATABASE}.firebaseio.com`,
      // Named, so the task queue client never asks a cloud metadata server for it.
      serviceAccountId: `tests@${DEMO_PROJECT}.iam.gserviceaccount.com`,
    },
    `admin-${process.pid}-${apps++}`,
  );
  open.push(app);
  return getDatabase(app);
}

export async function closeAdmins(): Promise<void> {
  await Promise.all(open.splice(0).map((app) => deleteApp(app)));
}
