import type { Database } from 'firebase-admin/database';
import {
  collections,
  newsletterId,
  newsletterLinkPath,
  newsletterPath,
  type NewsletterEntry,
} from './database-paths';
import { sha256 } from './hashing';
import type { Settings } from './settings';

/**
 * The key of the newsletter entries' ids: the secret that keys every hash of a visitor's address
 * or e-mail (the quotas' too). A new secret re-keys the list: entries move to their new ids at
 * the next clean-up, or when their address asks again (rekeyEntries).
 */
export const newsletterKey = (settings: Pick<Settings, 'secret'>) => settings.secret('QUOTA_SALT');

/** The hashes of the tokens an entry's mailed links carry: confirmation, unsubscribe, letters'. */
const linkTokenHashes = (entry: NewsletterEntry) => [
  entry.confirmTokenHash,
  entry.unsubscribeTokenHash,
  ...Object.keys(entry.letterTokenHashes ?? {}),
];

/**
 * Moves each entry whose id is not its address's under `key` (an id from before the ids were
 * keyed, or from another key) to that id, in one update, and points every link mailed to it at
 * the new id (newsletterLinks, keyed by the token's hash, which the entry already holds, so the
 * list gives away nothing more): a link in a mail sent before still confirms or unsubscribes.
 * Where the new id has an entry already, that one is kept. Safe to run again. Returns the moves.
 */
export async function rekeyEntries(
  db: Database,
  key: string,
  entries: Record<string, NewsletterEntry>,
): Promise<number> {
  const update: Record<string, unknown> = {};
  let moved = 0;
  for (const [id, entry] of Object.entries(entries)) {
    // A fragment with no address (a link's token written beside an entry deleted meanwhile) has
    // no id to move to and mails no one: it stays as it is, and must not stop the others moving.
    if (typeof entry.email !== 'string') continue;
    const keyed = newsletterId(key, entry.email);
    if (keyed === id) continue;
    const taken = (await db.ref(newsletterPath(keyed)).once('value')).exists();
    if (!taken) update[newsletterPath(keyed)] = entry;
    update[newsletterPath(id)] = null;
    for (const hash of linkTokenHashes(entry)) update[newsletterLinkPath(hash)] = keyed;
    moved += 1;
  }
  if (moved > 0) await db.ref().update(update);
  return moved;
}

/** The entries an address has, under any id (the `email` index). */
export async function entriesOf(db: Database, email: string) {
  const snapshot = await db
    .ref(collections.newsletter)
    .orderByChild('email')
    .equalTo(email)
    .once('value');
  return (snapshot.val() ?? {}) as Record<string, NewsletterEntry>;
}

/** Re-keys the whole list (the daily clean-up): see rekeyEntries. */
export async function rekeyNewsletter(db: Database, key: string): Promise<number> {
  const snapshot = await db.ref(collections.newsletter).once('value');
  return rekeyEntries(db, key, (snapshot.val() ?? {}) as Record<string, NewsletterEntry>);
}

/**
 * The entry a mailed link names by its id and token, and its id now: the entry at that id, or,
 * for a link mailed before its entry was re-keyed, the entry its token points at. Both are read
 * at once whatever the list holds, so a missing entry costs what an entry with another token does.
 */
export async function linkedEntry(
  db: Database,
  id: string,
  token: string,
): Promise<{ id: string; entry: NewsletterEntry } | undefined> {
  const [named, pointer] = await Promise.all([
    db.ref(newsletterPath(id)).once('value'),
    db.ref(newsletterLinkPath(sha256(token))).once('value'),
  ]);
  if (named.exists()) return { id, entry: named.val() as NewsletterEntry };
  const movedTo: unknown = pointer.val();
  if (typeof movedTo !== 'string') return undefined;
  const moved = await db.ref(newsletterPath(movedTo)).once('value');
  return moved.exists() ? { id: movedTo, entry: moved.val() as NewsletterEntry } : undefined;
}
