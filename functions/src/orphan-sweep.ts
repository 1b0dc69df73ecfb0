import type { UserIdentifier } from 'firebase-admin/auth';
import type { DataSnapshot, Database, Query } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { collections } from './database-paths';
import { eraseAccount } from './erasure';

/**
 * The daily sweep for data whose owner no longer exists: profiles and contact messages whose uid
 * Auth does not know. They are left by a deletion whose erasure never ran (it failed past its
 * retries, or the function was not deployed yet), or written after it by a session still signed
 * in (a contact message sent with the ID token it held). Each such uid is erased as a deletion
 * erases it, without its address: nobody is left to have proved one.
 */

/** What the sweep asks Auth: firebase-admin's getAuth() answers it. */
export interface UserLookup {
  getUsers(identifiers: { uid: string }[]): Promise<{ notFound: UserIdentifier[] }>;
}

/** How many records one read brings, so the sweep's memory does not grow with the database. */
const PAGE = 500;
/** The most uids Auth looks up at once (getUsers). */
const LOOKUP_BATCH = 100;

/** A collection whose records belong to uids, read in pages. */
interface Owned {
  first: Query;
  /** The query for the records after the last one read. */
  after(last: DataSnapshot): Query;
  owner(record: DataSnapshot): string;
}

function ownedCollections(db: Database): Owned[] {
  const profiles = db.ref(collections.profiles).orderByKey();
  const messages = db.ref(collections.contactMessages).orderByChild('uid');
  const uidOf = (message: DataSnapshot) => String(message.child('uid').val());
  return [
    { first: profiles, after: (last) => profiles.startAfter(last.key), owner: (p) => p.key! },
    {
      // Messages sent signed out have no uid; a string sorts after every missing one.
      first: messages.startAt(''),
      after: (last) => messages.startAfter(uidOf(last), last.key!),
      owner: uidOf,
    },
  ];
}

/** Every uid that owns a record in one of the collections. */
async function owners(db: Database, pageSize: number): Promise<Set<string>> {
  const uids = new Set<string>();
  for (const { first, after, owner } of ownedCollections(db)) {
    let query = first;
    for (;;) {
      const records: DataSnapshot[] = [];
      (await query.limitToFirst(pageSize).once('value')).forEach((record) => {
        records.push(record);
      });
      records.forEach((record) => uids.add(owner(record)));
      if (records.length < pageSize) break;
      query = after(records[records.length - 1]);
    }
  }
  return uids;
}

/** The uids among `uids` that Auth reports as not found. */
async function unknownTo(auth: UserLookup, uids: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
    const batch = uids.slice(start, start + LOOKUP_BATCH).map((uid) => ({ uid }));
    const { notFound } = await auth.getUsers(batch);
    notFound.forEach((identifier) => {
      if ('uid' in identifier) missing.push(identifier.uid);
    });
  }
  return missing;
}

/**
 * Erases what each uid Auth no longer knows owns, at `now`; returns those uids. `pageSize` is how
 * many records one read brings (tests make pages small to cross their boundaries).
 */
export async function sweepOrphans(
  db: Database,
  auth: UserLookup,
  now: number,
  pageSize = PAGE,
): Promise<string[]> {
  const orphans = await unknownTo(auth, [...(await owners(db, pageSize))]);
  for (const uid of orphans) await eraseAccount(db, { uid, emailProved: false }, now);
  logger.info('orphan sweep', { orphans: orphans.length });
  return orphans;
}
