import { loadFirebase } from '@/lib/firebase/client';

/**
 * The forms' database writes, each fetching the SDK on first use. Kept apart from the
 * components so unit tests can replace them and pages carry no Firebase in their first load.
 */
async function guestServices() {
  const [{ auth, db }, messages] = await Promise.all([
    loadFirebase(),
    import('@/lib/firebase/messages'),
  ]);
  await messages.ensureUser(auth);
  return { auth, db, messages };
}

let guest: ReturnType<typeof guestServices> | undefined;

/**
 * Loads Firebase and signs the visitor in anonymously (unless someone is signed in): called when
 * a form that writes to the database gets focus, so the rules can tie the write to a uid.
 */
export function prepareGuest(): ReturnType<typeof guestServices> {
  guest ??= guestServices();
  guest.catch(() => (guest = undefined));
  return guest;
}

export class OfflineError extends Error {}

/** Rejects after `ms`: the database queues writes while offline instead of failing them. */
function withTimeout<T>(promise: Promise<T>, ms = 15000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new OfflineError()), ms)),
  ]);
}

async function write(task: (services: Awaited<ReturnType<typeof guestServices>>) => Promise<void>) {
  if (!navigator.onLine) throw new OfflineError();
  await withTimeout(prepareGuest().then(task));
}

export function sendContact(message: {
  name: string;
  email: string;
  topic: string;
  message: string;
}): Promise<void> {
  return write(({ auth, db, messages }) => messages.sendContactMessage(auth, db, message));
}

export function subscribe(email: string): Promise<void> {
  return write(({ auth, db, messages }) => messages.subscribeToNewsletter(auth, db, email));
}

/** True for the database's refusal (rules), as opposed to a lost connection. */
export function isPermissionDenied(error: unknown): boolean {
  return /permission[_ ]denied/i.test(String((error as { code?: string })?.code ?? error));
}
