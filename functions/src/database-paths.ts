import { canonicalEmail } from '../../lib/email-address';
import { sha256 } from './hashing';
import type { Endpoint, QuotaScope } from './settings';

/**
 * Where the functions keep things in the Realtime Database. Clients may read or write none of
 * these except their own profile (database.rules.json); the functions write past the rules.
 */
export const collections = {
  /** contactMessages/<reference>: ContactRecord */
  contactMessages: 'contactMessages',
  /** newsletter/<newsletterId(email)>: NewsletterEntry */
  newsletter: 'newsletter',
  /** quotas/<endpoint>-<scope>/<window start>/<keyed hash of the subject>: accepted requests */
  quotas: 'quotas',
  /** idempotency/<hash of key and request>: Claim */
  idempotency: 'idempotency',
  /** profiles/<uid>: written by the account's owner */
  profiles: 'profiles',
  /** deletedAccounts/<uid>: when the account's data was erased (the rules let it write no more) */
  deletedAccounts: 'deletedAccounts',
} as const;

/** A newsletter entry's key: one per canonical address, and no address in links or logs. */
export function newsletterId(email: string): string {
  return sha256(canonicalEmail(email));
}

export const contactMessagePath = (reference: string) =>
  `${collections.contactMessages}/${reference}`;
export const newsletterPath = (id: string) => `${collections.newsletter}/${id}`;
export const idempotencyPath = (id: string) => `${collections.idempotency}/${id}`;
export const profilePath = (uid: string) => `${collections.profiles}/${uid}`;
export const deletedAccountPath = (uid: string) => `${collections.deletedAccounts}/${uid}`;

export const quotaName = (endpoint: Endpoint, scope: QuotaScope) => `${endpoint}-${scope}`;
export const quotaWindowsPath = (name: string) => `${collections.quotas}/${name}`;

/** A stored contact message. `uid` only when the visitor was signed in. */
export interface ContactRecord {
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: number;
  uid?: string;
}

/**
 * An address on the newsletter list. Pending until its confirmation link is followed, and deleted
 * at `expiresAt` if it never is; confirmed, it records when and where consent was given.
 */
export interface NewsletterEntry {
  email: string;
  status: 'pending' | 'confirmed';
  /** When the form was sent, and the site path it was sent from. */
  requestedAt: number;
  page: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  expiresAt?: number;
  confirmedAt?: number;
}
