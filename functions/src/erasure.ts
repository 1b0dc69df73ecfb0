import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { canonicalEmail } from '../../lib/email-address';
import { entriesOf } from './newsletter-keys';
import { collections, deletedAccountPath, newsletterPath, profilePath } from './database-paths';

/**
 * Erasing a deleted account: everything tied to its uid, and what its e-mail address keys only
 * when the account proved that address. Anyone can sign up with someone else's address without
 * ever opening that mailbox; deleting such an account must not take the real owner's newsletter
 * subscription or support messages with it.
 */
export interface ErasedAccount {
  uid: string;
  /** The account's address, if it had one. */
  email?: string;
  /** Whether the account showed it receives mail at `email` (see provedAddress). */
  emailProved: boolean;
}

/** The kinds of record an erasure removes, as its log line counts them. */
export type Kind = 'profile' | 'newsletterEntry' | 'messages' | 'queuedMails';

export type ErasedCounts = Record<Kind, number>;

/** Where one kind of record is kept for a key (a uid, or a canonical address). */
interface Holding {
  kind: Kind;
  /** The paths of the records that exist for `key`. */
  find(db: Database, key: string): Promise<string[]>;
}

async function existing(db: Database, path: string): Promise<string[]> {
  return (await db.ref(path).once('value')).exists() ? [path] : [];
}

async function withChild(db: Database, collection: string, child: string, value: string) {
  const snapshot = await db.ref(collection).orderByChild(child).equalTo(value).once('value');
  return Object.keys(snapshot.val() ?? {}).map((key) => `${collection}/${key}`);
}

/** What a uid owns: what was written or sent signed in to it. */
const keyedByUid: Holding[] = [
  { kind: 'profile', find: (db, uid) => existing(db, profilePath(uid)) },
  {
    kind: 'messages',
    find: (db, uid) => withChild(db, collections.contactMessages, 'uid', uid),
  },
];

/**
 * What an address keys, whoever sent it: erased only for an account that proved the address.
 * Messages are deleted whole, not stripped of name and address: what people write to support
 * usually says who they are.
 */
const keyedByAddress: Holding[] = [
  {
    kind: 'newsletterEntry',
    // By the address itself: the entry's id is keyed with a secret this function need not hold.
    find: async (db, email) => Object.keys(await entriesOf(db, email)).map(newsletterPath),
  },
  {
    kind: 'messages',
    find: (db, email) => withChild(db, collections.contactMessages, 'email', email),
  },
  // A confirmation not sent yet (a sent one keeps no address): it would subscribe the address
  // again. A queued contact mail keeps only its message's reference, and finds it gone; a queued
  // letter only the newsletter entry's key, and finds the entry gone: it is skipped, and counted
  // so. Those keys go with the outbox's sent entries and the letter's recipients, a month on.
  // The letters' unsubscribe tokens (hashed) are in the entry, and go with it.
  {
    kind: 'queuedMails',
    find: (db, email) => withChild(db, collections.outbox, 'email', email),
  },
];

/**
 * How long a deleted account's tombstone is kept (see eraseAccount). A session still signed in
 * when the account is deleted keeps writing with the ID token it holds, which expires at most an
 * hour after it was issued, and a deleted account gets no new one. The tombstone is written when
 * the erasure runs, after the deletion, so an hour from then outlives every such token; the
 * second hour is a margin for clocks that disagree.
 */
export const TOMBSTONE_LIFETIME = 2 * 3_600_000;

/**
 * Erases the account's records in one update, together with its tombstone
 * (deletedAccounts/<uid>: `now`), which database.rules.json reads to refuse its profile any
 * further write. Safe to run again (a retry finds nothing more to erase). Logs what it removed,
 * as counts, never contents or the address, and returns the counts.
 */
export async function eraseAccount(
  db: Database,
  account: ErasedAccount,
  now: number,
): Promise<ErasedCounts> {
  const email = account.email && canonicalEmail(account.email);
  const searches = [
    ...keyedByUid.map((holding) => ({ holding, key: account.uid })),
    ...(email && account.emailProved
      ? keyedByAddress.map((holding) => ({ holding, key: email }))
      : []),
  ];
  // A message found both by uid and by address is one record: count and erase it once.
  const found = new Map<string, Kind>();
  for (const { holding, key } of searches) {
    for (const path of await holding.find(db, key)) found.set(path, holding.kind);
  }
  const erased: ErasedCounts = { profile: 0, newsletterEntry: 0, messages: 0, queuedMails: 0 };
  for (const kind of found.values()) erased[kind] += 1;

  await db.ref().update({
    ...Object.fromEntries([...found.keys()].map((path) => [path, null])),
    // Also when it was not there a moment ago: a session still signed in may just have written it.
    [profilePath(account.uid)]: null,
    [deletedAccountPath(account.uid)]: now,
  });
  logger.info('erased an account', { uid: account.uid, emailProved: account.emailProved, erased });
  return erased;
}
