import { loadFirebase } from '@/lib/firebase/client';

/**
 * The forms' database writes, each fetching the SDK on first use. Kept apart from the
 * components so unit tests can replace them and pages carry no Firebase in their first load.
 */
export async function sendContact(message: {
  name: string;
  email: string;
  topic: string;
  message: string;
}): Promise<void> {
  const [{ auth, db }, { sendContactMessage }] = await Promise.all([
    loadFirebase(),
    import('@/lib/firebase/messages'),
  ]);
  await sendContactMessage(auth, db, message);
}

export async function subscribe(email: string): Promise<void> {
  const [{ auth, db }, { subscribeToNewsletter }] = await Promise.all([
    loadFirebase(),
    import('@/lib/firebase/messages'),
  ]);
  await subscribeToNewsletter(auth, db, email);
}

/** Warms the SDK when a visitor starts filling in a form, so sending feels instant. */
export function prepareFirebase(): void {
  loadFirebase().catch(() => undefined);
}

/** True for the database's refusal (rules), as opposed to a lost connection. */
export function isPermissionDenied(error: unknown): boolean {
  return /permission[_ ]denied/i.test(String((error as { code?: string })?.code ?? error));
}

/** Rejects after `ms`: the database queues writes while offline instead of failing them. */
export function withTimeout<T>(promise: Promise<T>, ms = 15000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}
