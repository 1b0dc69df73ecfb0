import type { Database } from 'firebase-admin/database';
import { idempotencyPath } from './database-paths';
import { sha256 } from './hashing';

/**
 * What became of a contact request, kept under the hash of its idempotency key and content so a
 * retry (the same key with the same fields) neither stores nor sends twice. The request that
 * holds the lease works the claim forward: new -> stored (message saved) -> sent (mail gone).
 * A retry finds it sent (same answer), in progress (try again shortly), or abandoned: its lease
 * ran out before "sent", and the retry takes it over from the stage it reached.
 */
export interface Claim {
  stage: 'new' | 'stored' | 'sent';
  reference?: string;
  leaseUntil: number;
  /** When the clean-up may forget it. */
  expiresAt: number;
}

/** Longer than a request can run (the functions time out after 60 s). */
export const LEASE_MS = 90_000;
/** How long a retry is recognised: a day covers a visitor coming back to a failed send. */
export const KEEP_MS = 24 * 3_600_000;

/** The claim's id: the same request, and only the same request, yields the same one. */
export function claimId(key: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return sha256(JSON.stringify([key, canonical]));
}

export type ClaimOutcome = { owned: true; claim: Claim } | { owned: false; claim: Claim };

/** Takes the claim if it is new or abandoned; otherwise reports who has it and how far. */
export async function claim(db: Database, id: string, now: number): Promise<ClaimOutcome> {
  const result = await db.ref(idempotencyPath(id)).transaction((current: Claim | null) => {
    if (current && (current.stage === 'sent' || current.leaseUntil > now)) return undefined;
    return {
      stage: current?.stage ?? 'new',
      reference: current?.reference ?? null,
      leaseUntil: now + LEASE_MS,
      expiresAt: current?.expiresAt ?? now + KEEP_MS,
    };
  });
  const value = result.snapshot.val() as Claim;
  return { owned: result.committed, claim: value };
}

export function advance(db: Database, id: string, changes: Partial<Claim>) {
  return db.ref(idempotencyPath(id)).update(changes);
}

/** Lets a retry take over at once (a failed send), or forgets the request (nothing kept). */
export function release(db: Database, id: string) {
  return advance(db, id, { leaseUntil: 0 });
}

export function forget(db: Database, id: string) {
  return db.ref(idempotencyPath(id)).remove();
}
