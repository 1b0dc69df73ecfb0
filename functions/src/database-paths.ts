import type { Locale } from '../../lib/i18n/locales';
import { canonicalEmail } from '../../lib/email-address';
import { keyedHash } from './hashing';
import type { Endpoint, QuotaScope } from './settings';

/**
 * Where the functions keep things in the Realtime Database. Clients may read or write none of
 * these except their own profile (database.rules.json); the functions write past the rules.
 */
export const collections = {
  /** contactMessages/<reference>: ContactRecord */
  contactMessages: 'contactMessages',
  /** newsletter/<newsletterId(key, email)>: NewsletterEntry */
  newsletter: 'newsletter',
  /**
   * newsletterLinks/<hash of a link's token>: the id an entry was moved to when it was re-keyed,
   * for the links mailed before (newsletter-keys.ts)
   */
  newsletterLinks: 'newsletterLinks',
  /** quotas/<endpoint>-<scope>/<window start>/<keyed hash of the subject>: accepted requests */
  quotas: 'quotas',
  /** idempotency/<hash of key and request>: Claim */
  idempotency: 'idempotency',
  /** profiles/<uid>: written by the account's owner */
  profiles: 'profiles',
  /** outbox/<id>: OutboxEntry, a mail to send (outbox.ts) */
  outbox: 'outbox',
  /**
   * staffRevocations/<uid>: when the account's staff claim was taken away, in seconds (written by
   * scripts/staff.mjs): the rules let no token signed in before it read the letters' records
   */
  staffRevocations: 'staffRevocations',
  /** deletedAccounts/<uid>: when the account's data was erased (the rules let it write no more) */
  deletedAccounts: 'deletedAccounts',
  /** letters/<slug>: LetterSend, a letter's sending and its counts (kept: it never goes twice) */
  letters: 'letters',
  /** letterRecipients/<slug>/<batch>: LetterBatch, each recipient's outcome (letter-tally.ts) */
  letterRecipients: 'letterRecipients',
  /**
   * suppressedAddresses/<newsletterId>: Suppression, an address whose mail server refused a mail
   * for good: it gets no more letters or confirmations (mail-refusals.ts)
   */
  suppressedAddresses: 'suppressedAddresses',
  /**
   * mailEventTokens/<hash of a report's token>: { expiresAt }, a signed report of the mail
   * provider already taken (mail-events.ts): the same signature is refused after, until its time
   * is past and the report would be refused as stale anyway
   */
  mailEventTokens: 'mailEventTokens',
  /**
   * audienceSalts/<UTC day>: the key of that day's visitor hashes (audience-salt.ts), deleted once
   * the day is over
   */
  audienceSalts: 'audienceSalts',
  /**
   * audienceOnce/<UTC day>/<hash of an account's conversion with the day's salt>: an account's
   * conversion already counted that day (audience-conversions.ts), deleted with the day's salt
   */
  audienceOnce: 'audienceOnce',
} as const;

/**
 * A newsletter entry's key: one per canonical address, and no address in links or logs. Keyed
 * with a secret of the deployment (`key`), so nobody can tell from an address which key is its,
 * or whether the list has one: a plain hash of the address could be computed by anyone.
 */
export function newsletterId(key: string, email: string): string {
  return keyedHash(key, `newsletter:${canonicalEmail(email)}`);
}

export const contactMessagePath = (reference: string) =>
  `${collections.contactMessages}/${reference}`;
export const newsletterPath = (id: string) => `${collections.newsletter}/${id}`;
export const newsletterLinkPath = (tokenHash: string) =>
  `${collections.newsletterLinks}/${tokenHash}`;
export const idempotencyPath = (id: string) => `${collections.idempotency}/${id}`;
export const profilePath = (uid: string) => `${collections.profiles}/${uid}`;
export const outboxPath = (id: string) => `${collections.outbox}/${id}`;
export const deletedAccountPath = (uid: string) => `${collections.deletedAccounts}/${uid}`;
export const letterPath = (slug: string) => `${collections.letters}/${slug}`;
export const letterRecipientsPath = (slug: string) => `${collections.letterRecipients}/${slug}`;
export const suppressionPath = (id: string) => `${collections.suppressedAddresses}/${id}`;
export const mailEventTokenPath = (tokenHash: string) =>
  `${collections.mailEventTokens}/${tokenHash}`;
export const letterBatchPath = (slug: string, batch: number) =>
  `${letterRecipientsPath(slug)}/${batch}`;

/**
 * The outbox entry of a letter to one subscriber: the same for every attempt at creating it, so a
 * batch that runs again finds it instead of adding a second mail.
 */
export const letterOutboxId = (slug: string, subscriber: string) => `letter-${slug}-${subscriber}`;

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
  /** The language the form was filled in; a record from before the site had four is English. */
  locale?: Locale;
}

/**
 * An address on the newsletter list. Pending until its confirmation link is followed, and deleted
 * at `expiresAt` if it never is; confirmed, it records when and where consent was given.
 */
/** When an address's mail server refused a mail for good, and its answer's code (550). */
export interface Suppression {
  since: number;
  code: number;
  /** The reader marked a mail as spam (the provider's report, mail-events.ts). */
  complaint?: true;
}

export interface NewsletterEntry {
  email: string;
  status: 'pending' | 'confirmed';
  /** When the form was sent, and the site path it was sent from. */
  requestedAt: number;
  page: string;
  /** The language of the form, which every mail to the address is written in. */
  locale: Locale;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  /**
   * The unsubscribe tokens of the letters sent to the address, hashed, each naming its letter: a
   * letter's mail gets a token of its own when it is sent (newsletter-letter.ts).
   */
  letterTokenHashes?: Record<string, string>;
  expiresAt?: number;
  confirmedAt?: number;
}

/**
 * A mail in the outbox, from the moment its request is answered until it is sent (outbox.ts).
 * What it says is composed when it is sent, from the record it points at: the contact message
 * (`reference`), the address and page of a newsletter request, or a letter and its subscriber.
 */
export interface OutboxEntry {
  kind: 'contact' | 'newsletter-confirmation' | 'letter';
  /**
   * pending: waiting for (another) attempt; sending: an attempt holds it until `leaseUntil`;
   * sent; skipped: nothing to send after all (an address already confirmed, a message erased);
   * failed: every retry of its task failed, kept for the sweep to try again and to report;
   * refused: the recipient's mail server refused it for good, never tried again.
   */
  status: 'pending' | 'sending' | 'sent' | 'skipped' | 'failed' | 'refused';
  createdAt: number;
  attempts: number;
  leaseUntil?: number | null;
  lastAttemptAt?: number | null;
  /** The last failure, without the address or anything the visitor typed. */
  lastError?: string | null;
  sentAt?: number | null;
  /** When the sweep last gave it a new task, and how many it has given it. */
  requeuedAt?: number | null;
  requeues?: number;
  /** When the sweep reported it overdue, and when it gave it up: each reported once. */
  reportedAt?: number | null;
  givenUpAt?: number | null;
  /** When the clean-up may delete it (set once it is sent or skipped). */
  expiresAt?: number | null;
  /** contact: the stored message's reference. */
  reference?: string;
  /**
   * newsletter-confirmation: the canonical address (removed once sent), the form's page and its
   * language (English for an entry from before the site had four).
   */
  email?: string | null;
  page?: string;
  locale?: Locale;
  /** The quota counters the request took, given back if its mail finally fails. */
  quotaCounters?: string[] | null;
  /**
   * letter and newsletter-confirmation: the recipient's newsletter id (never the address: a
   * letter's is read when the mail is composed), kept once the mail is sent, so the provider's
   * later report is taken only for the address the mail went to (mail-events.ts).
   */
  subscriber?: string;
  /** letter: the letter's slug and the batch of the fan-out that created the entry. */
  letter?: string;
  batch?: number;
}

/**
 * What became of a letter's mail to one subscriber; `pending` until its entry is done. `bounced`:
 * the subscriber's mail server refused it for good, and the address is mailed no more.
 */
export type RecipientStatus = 'pending' | 'sent' | 'failed' | 'bounced' | 'skipped';
export type Outcome = Exclude<RecipientStatus, 'pending'>;

/** A letter's counts: the subscribers it is for (`due`) and what became of their mails. */
export type LetterCounts = Record<'due' | Outcome, number>;

/**
 * One batch of a letter's fan-out (letter-fan-out.ts): its recipients by newsletter id, and whether
 * the fan-out has listed them all. `version` grows with every change, so a slower writer of its
 * counts never overwrites a newer one (letter-tally.ts).
 */
export interface LetterBatch {
  listed?: boolean;
  version: number;
  recipients?: Record<string, RecipientStatus>;
}

/**
 * A letter's sending, created once (the schedule starts it) and never deleted: while it exists the
 * letter is not started again. `fanOut` is where the batches have got to, until the last one;
 * `batches` holds each finished batch's counts and the top-level counts are their sum.
 */
/**
 * letters/<slug> of a letter found too late to start (LATE_MS in letter-schedule.ts): the sendAt
 * it missed. A new sendAt replaces it with a LetterSend when that time comes.
 */
export interface LetterMissed {
  missedSendAt: number;
}

export interface LetterSend extends LetterCounts {
  startedAt: number;
  fanOut?: { nextBatch: number; cursor?: string | null; movedAt: number; requeues?: number } | null;
  /** Set by the last batch: how many batches there are. */
  batchCount?: number;
  fannedOutAt?: number;
  batches?: Record<string, LetterCounts & { version: number }>;
  /** When every batch was finished and the report logged. */
  reportedAt?: number;
  /** How many subscribers left through this letter's own unsubscribe link since it went. */
  unsubscribed?: number;
  /** When the recipients' ids (letterRecipients/<slug>) are deleted, as sent entries are. */
  recipientsExpireAt?: number | null;
}
