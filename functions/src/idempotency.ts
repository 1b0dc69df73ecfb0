import type { Database } from 'firebase-admin/database';
import { idempotencyPath } from './database-paths';
import { sha256 } from './hashing';

/**
 * What became of a contact request, kept under the hash of its idempotency key and content so a
 * retry (the same key with the same fields) never stores twice. The request that holds the lease
 * works the claim from new to stored (the message, its outbox entry and this stage are written in
 * one update). A retry finds it stored (the same answer, the same reference), in progress (try
 * again shortly), or abandoned: its lease ran out while new, and the retry takes it over.
 */
export interface Claim {
  stage: 'new' | 'stored';
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
    if (current && (current.stage === 'stored' || current.leaseUntil > now)) return undefined;
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

/** The multi-path update's entries that mark the claim stored under `reference`. */
export function storedAt(id: string, reference: string): Record<string, unknown> {
  return {
    [`${idempotencyPath(id)}/stage`]: 'stored' satisfies Claim['stage'],
    [`${idempotencyPath(id)}/reference`]: reference,
  };
}

/** Forgets the request (refused: nothing kept). */
export function forget(db: Database, id: string) {
  return db.ref(idempotencyPath(id)).remove();
}
