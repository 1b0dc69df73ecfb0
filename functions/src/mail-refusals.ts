import type { Database } from 'firebase-admin/database';
import {
  newsletterId,
  suppressionPath,
  type OutboxEntry,
  type Suppression,
} from './database-paths';
import { newsletterKey } from './newsletter-keys';
import type { Settings } from './settings';

/**
 * The code of a mail server's answer that refuses a mail for good (SMTP's 5xx: no such mailbox,
 * mailbox disabled, refused as spam), or undefined for anything another attempt may get past
 * (4xx, a timeout, a dropped connection).
 */
export function permanentRefusal(error: unknown): number | undefined {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
    ? responseCode
    : undefined;
}

/**
 * Whether a mail server's refusal says the address itself is gone: the enhanced status (RFC 3463)
 * of a bad or disabled mailbox or destination (5.1.x but the sender's own 5.1.7 and 5.1.8, 5.2.1),
 * or, from a server that gives none, 550, 551 or 553 (no such mailbox, not here, a name it does
 * not allow) or 521 and 556 (the domain takes no mail). A refusal of the message or its sender (a
 * policy or spam refusal, 5.7.x; a full mailbox, 552; 554) says nothing of the address, and a
 * stranger's request can provoke one: the mail is not retried, but the address is not suppressed.
 */
export function addressGone(error: unknown): boolean {
  const { responseCode, response } = (error ?? {}) as {
    responseCode?: unknown;
    response?: unknown;
  };
  if (permanentRefusal(error) === undefined) return false;
  const enhanced = /\b5\.(\d{1,3})\.(\d{1,3})\b/.exec(typeof response === 'string' ? response : '');
  if (enhanced) {
    const [, subject, detail] = enhanced.map(Number);
    return (subject === 1 && detail !== 7 && detail !== 8) || (subject === 2 && detail === 1);
  }
  return [550, 551, 553, 521, 556].includes(responseCode as number);
}

/**
 * The newsletter id of the address an entry's mail went to: a letter's subscriber, a
 * confirmation's (kept once its address is gone; an entry from before it was kept has only its
 * address). A contact mail goes to the site's own support mailbox: undefined.
 */
export function recipientOf(settings: Pick<Settings, 'secret'>, entry: OutboxEntry) {
  if (entry.kind === 'contact') return undefined;
  if (entry.subscriber) return entry.subscriber;
  return entry.email ? newsletterId(newsletterKey(settings), entry.email) : undefined;
}

/**
 * Keeps an address whose server refused a mail for good from every later letter and confirmation,
 * under its newsletter id (no address is stored). A new key (QUOTA_SALT) forgets it: the id of an
 * address changes with the key, and nothing here names the address to move it by.
 */
export async function suppressAddress(
  db: Database,
  settings: Pick<Settings, 'secret'>,
  entry: OutboxEntry,
  refusal: Suppression,
): Promise<boolean> {
  const id = recipientOf(settings, entry);
  if (!id) return false;
  await suppress(db, id, refusal);
  return true;
}

/**
 * Keeps the address with newsletter id `id` from every later letter and confirmation: a refusal
 * while sending (suppressAddress) or the provider's later report (mail-events.ts).
 */
export const suppress = (db: Database, id: string, refusal: Suppression) =>
  db.ref(suppressionPath(id)).set(refusal);

/** The address with newsletter id `id` is mailed again: its owner confirmed a subscription. */
export const liftSuppression = (db: Database, id: string) => db.ref(suppressionPath(id)).remove();

/** Whether the address with newsletter id `id` was suppressed. */
export const isSuppressed = async (db: Database, id: string) =>
  (await db.ref(suppressionPath(id)).once('value')).exists();
