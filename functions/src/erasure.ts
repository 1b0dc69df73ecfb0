import type { Database } from 'firebase-admin/database';
import { canonicalEmail } from '../../lib/email-address';
import {
  collections,
  contactMessagePath,
  newsletterId,
  newsletterPath,
  profilePath,
} from './database-paths';

/**
 * Everything the database holds about a deleted account, erased in one update: its profile, the
 * newsletter entry of its e-mail address, and every contact message sent while signed in to it or
 * from its address. Messages are deleted whole, not stripped of name and address: what people
 * write to support usually says who they are. Returns the paths it erased.
 */
export async function eraseAccount(
  db: Database,
  account: { uid: string; email?: string },
): Promise<string[]> {
  const messages = db.ref(collections.contactMessages);
  const email = account.email && canonicalEmail(account.email);
  const found = await Promise.all([
    messages.orderByChild('uid').equalTo(account.uid).once('value'),
    ...(email ? [messages.orderByChild('email').equalTo(email).once('value')] : []),
  ]);
  const references = new Set(found.flatMap((snapshot) => Object.keys(snapshot.val() ?? {})));
  const paths = [
    profilePath(account.uid),
    ...(email ? [newsletterPath(newsletterId(email))] : []),
    ...[...references].map(contactMessagePath),
  ];
  await db.ref().update(Object.fromEntries(paths.map((path) => [path, null])));
  return paths;
}
