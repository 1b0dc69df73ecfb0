import { randomBytes } from 'node:crypto';
import type { Database } from 'firebase-admin/database';
import { collections } from './database-paths';

/** A moment's UTC day, as the salts, the rows' partitions and the daily figures name it. */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

let cached: { day: string; salt: Promise<string> } | undefined;

/**
 * The salt of `now`'s UTC day: made by the first request of the day (in a transaction, so every
 * instance gets the same one) and kept in memory by each instance for the rest of that day.
 * Clients can read none of it (database.rules.json denies every path by default).
 */
export function daySalt(db: Database, now: number): Promise<string> {
  const day = utcDay(now);
  if (cached?.day !== day) {
    const salt = db
      .ref(`${collections.audienceSalts}/${day}`)
      .transaction((current: string | null) => current ?? randomBytes(32).toString('base64url'))
      .then((result) => result.snapshot.val() as string);
    cached = { day, salt };
    salt.catch(() => {
      if (cached?.salt === salt) cached = undefined;
    });
  }
  return cached.salt;
}

/**
 * Deletes every salt, and every record of an account's conversion kept with it, whose day is over:
 * run when a day starts (index.ts), so a salt outlives its day by minutes, and never by 48 hours.
 * Returns the days removed.
 */
export async function deleteSpentSalts(db: Database, now: number): Promise<string[]> {
  const today = utcDay(now);
  const days = new Set<string>();
  for (const name of [collections.audienceSalts, collections.audienceOnce]) {
    // A day or two of salts, and the day's few account conversions: read whole.
    const snapshot = await db.ref(name).once('value');
    snapshot.forEach((child) => {
      if (child.key! < today) days.add(child.key!);
    });
  }
  const update = Object.fromEntries(
    [...days].flatMap((day) => [
      [`${collections.audienceSalts}/${day}`, null],
      [`${collections.audienceOnce}/${day}`, null],
    ]),
  );
  if (days.size > 0) await db.ref().update(update);
  return [...days].sort();
}
