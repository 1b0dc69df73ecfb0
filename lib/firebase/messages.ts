import { signInAnonymously, type Auth, type User } from 'firebase/auth';
import { push, ref, serverTimestamp, update, type Database } from 'firebase/database';

/**
 * Writes of the contact and newsletter forms. Both need a user so the rules can tie each write
 * to a uid (one contact message per uid per minute): visitors get an anonymous one.
 */
export async function ensureUser(auth: Auth): Promise<User> {
  await auth.authStateReady();
  return auth.currentUser ?? (await signInAnonymously(auth)).user;
}

export interface ContactMessage {
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** The message and the sender's throttle stamp in one update, as the rules require. */
export async function sendContactMessage(auth: Auth, db: Database, message: ContactMessage) {
  const { uid } = await ensureUser(auth);
  const id = push(ref(db, 'contactMessages')).key;
  await update(ref(db), {
    [`contactMessages/${id}`]: {
      name: message.name.trim(),
      email: message.email.trim(),
      topic: message.topic,
      message: message.message.trim(),
      createdAt: serverTimestamp(),
      uid,
    },
    [`contactThrottle/${uid}`]: serverTimestamp(),
  });
}

/** Database keys cannot hold '.', so the lower-cased address is stored with ',' instead. */
export function newsletterKey(email: string): string {
  return email.trim().toLowerCase().replaceAll('.', ',');
}

/** Adds an address to the newsletter; a second sign-up of the same address is refused. */
export async function subscribeToNewsletter(auth: Auth, db: Database, email: string) {
  const { uid } = await ensureUser(auth);
  const address = email.trim().toLowerCase();
  await update(ref(db), {
    [`newsletter/${newsletterKey(address)}`]: { email: address, createdAt: serverTimestamp(), uid },
  });
}
