import * as logger from 'firebase-functions/logger';
import type { SendMailOptions } from 'nodemailer';
import { defaultLocale } from '../../lib/i18n/locales';
import {
  contactMessagePath,
  newsletterId,
  type ContactRecord,
  type OutboxEntry,
  type Outcome,
} from './database-paths';
import { tallyRecipient } from './letter-tally';
import { contactMail } from './mail';
import { addressGone, isSuppressed, permanentRefusal, suppressAddress } from './mail-refusals';
import { confirmationFor } from './newsletter-confirmation';
import { newsletterKey } from './newsletter-keys';
import { letterFor } from './newsletter-letter';
import { claimForSending, markAttemptFailed, markDone } from './outbox';
import { giveBackQuotas } from './quotas';
import type { Services } from './services';

export type DeliveryServices = Pick<
  Services,
  'db' | 'content' | 'letters' | 'settings' | 'now' | 'sendMail'
>;

/** An attempt's outcome: `busy` and a failure that is not the last make the queue retry. */
export type Delivery = 'sent' | 'skipped' | 'done' | 'gone' | 'failed' | 'refused';

/** The entry's mail as it should go now, or undefined when there is nothing to send any more. */
async function compose(
  services: DeliveryServices,
  entry: OutboxEntry,
): Promise<SendMailOptions | undefined> {
  switch (entry.kind) {
    case 'contact': {
      const snapshot = await services.db.ref(contactMessagePath(entry.reference!)).once('value');
      const message = snapshot.val() as ContactRecord | null;
      // Erased (its account was deleted) before its mail went: nothing to tell support.
      if (!message) return undefined;
      return contactMail(services.content, {
        reference: entry.reference!,
        ...message,
        locale: message.locale ?? defaultLocale,
      });
    }
    case 'newsletter-confirmation':
      if (!entry.email) return undefined;
      // An address whose server refused a mail for good is mailed no more (mail-refusals.ts).
      if (
        await isSuppressed(services.db, newsletterId(newsletterKey(services.settings), entry.email))
      )
        return undefined;
      return confirmationFor(services, {
        email: entry.email,
        page: entry.page ?? '/',
        locale: entry.locale ?? defaultLocale,
        requestedAt: entry.createdAt,
      });
    case 'letter':
      if (entry.subscriber && (await isSuppressed(services.db, entry.subscriber))) return undefined;
      return letterFor(services, entry);
  }
}

/** A letter's entry is counted with its outcome (letter-tally.ts); other kinds count nothing. */
async function tally(services: DeliveryServices, entry: OutboxEntry, outcome: Outcome) {
  if (entry.kind === 'letter') await tallyRecipient(services.db, entry, outcome, services.now());
}

/** A failure as the outbox keeps it: the mail server's words, never the message or address. */
function describe(error: unknown): string {
  const { code, responseCode, message } = error as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  return [code, responseCode, code ? undefined : message].filter(Boolean).join(' ') || 'unknown';
}

/**
 * The recipient's server refused the mail for good: no retry would change its answer. The entry
 * is done (refused) and its quota given back; where the refusal says the address is gone
 * (addressGone), the address is suppressed, so it gets no later letter or confirmation. Reported
 * once, here. A refusal of a contact mail, which goes to the site's own
 * support mailbox, suppresses nothing and is an error: the mailbox needs fixing.
 */
async function refused(
  services: DeliveryServices,
  id: string,
  entry: OutboxEntry,
  { reason, code, gone }: { reason: string; code: number; gone: boolean },
): Promise<Delivery> {
  const { db } = services;
  const now = services.now();
  await giveBackQuotas(db, entry.quotaCounters ?? []);
  const suppressed =
    gone && (await suppressAddress(db, services.settings, entry, { since: now, code }));
  await markDone(db, id, 'refused', now, reason);
  await tally(services, entry, 'bounced');
  const report = { id, kind: entry.kind, reason, suppressed };
  if (entry.kind === 'contact')
    logger.error('outbox: the support mailbox refused a mail for good', report);
  else if (suppressed)
    logger.warn('outbox: a mail server refused a mail for good; address suppressed', report);
  else logger.warn('outbox: a mail server refused a mail, not its address; not suppressed', report);
  return 'refused';
}

/**
 * One attempt at the outbox entry `id`, the mail queue's task. `final` is true on the queue's
 * last retry: a failure then marks the entry failed (kept, reported, started over by the sweep)
 * and gives back the quota its request took; any earlier failure throws, so the queue retries,
 * but a permanent refusal (5xx), which no retry changes, ends the entry at once (refused).
 * The Message-ID is the entry's own, so a receiving server can tell a repeat of an attempt whose
 * answer was lost from a new mail. A letter's mail counts its outcome for the letter (tally).
 */
export async function deliverMail(
  services: DeliveryServices,
  id: string,
  { final }: { final: boolean },
): Promise<Delivery> {
  const { db } = services;
  const claim = await claimForSending(db, id, services.now());
  if (!claim.claimed) {
    if (claim.reason === 'busy') throw new Error(`outbox ${id}: another attempt holds it`);
    // Counting again is harmless, and counts an entry whose attempt died before it could.
    if (claim.reason === 'done') {
      await tally(services, claim.entry, claim.entry.status === 'sent' ? 'sent' : 'skipped');
    }
    return claim.reason;
  }
  const { entry } = claim;
  const mail = await compose(services, entry);
  if (!mail) {
    await markDone(db, id, 'skipped', services.now());
    await tally(services, entry, 'skipped');
    return 'skipped';
  }
  const host = new URL(services.settings.siteUrl).hostname;
  try {
    await services.sendMail({ ...mail, messageId: `<${id}@${host}>` });
  } catch (error) {
    const reason = describe(error);
    const code = permanentRefusal(error);
    if (code !== undefined) {
      return refused(services, id, entry, { reason, code, gone: addressGone(error) });
    }
    if (final) await giveBackQuotas(db, entry.quotaCounters ?? []);
    await markAttemptFailed(db, id, { error: reason, final });
    if (!final) throw new Error(`outbox ${id}: ${reason}`);
    await tally(services, entry, 'failed');
    logger.error('outbox: a mail failed on every retry; kept for the sweep', {
      id,
      kind: entry.kind,
      attempts: entry.attempts,
      reason,
    });
    return 'failed';
  }
  await markDone(db, id, 'sent', services.now());
  await tally(services, entry, 'sent');
  return 'sent';
}
