import { onValue, ref, serverTimestamp, set, update, type Database } from 'firebase/database';
import type { Role } from '@/lib/content/auth';

/** /profiles/$uid: what the site keeps about a user beyond the sign-in record. */
export interface Profile {
  displayName: string;
  role: Role;
  createdAt: number;
}

const profileRef = (db: Database, uid: string) => ref(db, `profiles/${uid}`);

export function createProfile(db: Database, uid: string, profile: Omit<Profile, 'createdAt'>) {
  return set(profileRef(db, uid), { ...profile, createdAt: serverTimestamp() });
}

/** One read with onValue (get() is not supported by the local database server). */
export function readOnce<T>(db: Database, path: string): Promise<T | null> {
  return new Promise((resolve, reject) =>
    onValue(ref(db, path), (snapshot) => resolve(snapshot.val() as T | null), reject, {
      onlyOnce: true,
    }),
  );
}

export function readProfile(db: Database, uid: string): Promise<Profile | null> {
  return readOnce<Profile>(db, `profiles/${uid}`);
}

/** Follows a profile as it is written (sign-up writes it just after the account exists). */
export function watchProfile(
  db: Database,
  uid: string,
  onChange: (profile: Profile | null) => void,
) {
  return onValue(
    profileRef(db, uid),
    (snapshot) => onChange(snapshot.val() as Profile | null),
    () => onChange(null),
  );
}

export function renameProfile(db: Database, uid: string, displayName: string) {
  return update(profileRef(db, uid), { displayName });
}
