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

/** Whether the address with newsletter id `id` was suppressed. */
export const isSuppressed = async (db: Database, id: string) =>
  (await db.ref(suppressionPath(id)).once('value')).exists();
