import { deleteApp } from 'firebase/app';
import { createFirebase, type FirebaseServices } from '@/lib/firebase/client';

/** Fresh Firebase apps for the SDK tests, each closed again by closeAll(). */
let apps = 0;
const open: FirebaseServices[] = [];

export async function services(): Promise<FirebaseServices> {
  const created = await createFirebase(`test-${process.pid}-${apps++}`);
  open.push(created);
  return created;
}

export async function closeAll(): Promise<void> {
  // Signing out stops the user's proactive token refresh, a timer deleteApp leaves running.
  await Promise.all(
    open.splice(0).map(async ({ app, auth }) => {
      await auth.signOut();
      await deleteApp(app);
    }),
  );
}

/**
 * The database SDK warns on the console of every write the rules refuse. The tests assert each
 * refusal instead (permission_denied), so those warnings are dropped; any other is printed.
 */
export function quietRefusals(): void {
  const warn = console.warn;
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/ failed: permission_denied/.test(args.join(' '))) warn(...args);
    });
  });
  afterEach(() => jest.mocked(console.warn).mockRestore());
}
