import { createHmac, timingSafeEqual } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { isPlainAddress } from '../../lib/email-address';
import {
  newsletterId,
  newsletterPath,
  outboxPath,
  type OutboxEntry,
  type Suppression,
} from './database-paths';
import { endpoint, refuse, type Reply } from './endpoint';
import { tallyRecipient } from './letter-tally';
import { suppress } from './mail-refusals';
import { newsletterKey } from './newsletter-keys';
import { JSON_TYPE } from './request-body';
import type { Services } from './services';

/**
 * How far a report's signed time may be from now: an older one, replayed by whoever copied it,
 * is refused.
 */
export const SIGNED_WITHIN_S = 5 * 60;

/**
 * Whether `signature` ({ timestamp, token, signature } in the body) is the mail provider's: the
 * HMAC-SHA256, keyed with the webhook signing key, of the timestamp and the token written
 * together, in hex, made within SIGNED_WITHIN_S of `now` (Mailgun's webhook signature).
 */
export function signedByProvider(key: string, signature: unknown, now: number): boolean {
  const { timestamp, token, signature: hex } = (signature ?? {}) as Record<string, unknown>;
  if (typeof timestamp !== 'string' && typeof timestamp !== 'number') return false;
  if (typeof token !== 'string' || typeof hex !== 'string' || !/^[0-9a-f]{64}$/.test(hex)) {
    return false;
  }
  if (!(Math.abs(now / 1000 - Number(timestamp)) <= SIGNED_WITHIN_S)) return false;
  const expected = createHmac('sha256', key).update(`${timestamp}${token}`).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

/** The parts of a report this reads (Mailgun's `event-data`). */
interface EventData {
  event?: unknown;
  severity?: unknown;
  recipient?: unknown;
  message?: { headers?: Record<string, unknown> };
  'delivery-status'?: { code?: unknown };
}

/** The outbox entry a mail came from: its Message-ID is the entry's id (mail-delivery.ts). */
const entryIdOf = (data: EventData) => {
  const header = data.message?.headers?.['message-id'];
  return typeof header === 'string' ? /^<?([\w-]+)@/.exec(header)?.[1] : undefined;
};

/** Refused without a retry: Mailgun takes 406 as "do not send this again". */
const notAccepted: Reply = refuse(406, 'not-accepted');

/**
 * POST /api/mail-events: what the mail provider learns after its server took a mail. A mailbox
 * that refused it for good after accepting it (a bounce: `failed` of `permanent` severity) or a
 * reader who marked it as spam (`complained`) suppresses the address as a refusal during sending
 * does (mail-refusals.ts): no later letter or confirmation goes to it. A complaint also ends the
 * subscription. A letter's mail counts as bounced for its letter (letter-tally.ts). Anything
 * else (a temporary failure the provider retries, a delivery, an open) changes nothing.
 *
 * Only a report the provider signed is read (signedByProvider); one it did not is refused and
 * stores nothing. Every effect is the same however often a report comes, so the provider's
 * retries change nothing more. No address is stored: the suppression is keyed by the address's
 * newsletter id.
 */
export const mailEvents = endpoint<Services>(
  { accepts: [JSON_TYPE], appCheck: false },
  async ({ body }, services) => {
    const { db, settings } = services;
    const now = services.now();
    if (!signedByProvider(settings.secret('MAIL_WEBHOOK_SIGNING_KEY'), body.signature, now)) {
      logger.warn('mail events: a report without a valid signature was refused');
      return notAccepted;
    }
    const data = (body['event-data'] ?? {}) as EventData;
    const complaint = data.event === 'complained';
    const bounce = data.event === 'failed' && data.severity === 'permanent';
    if (!complaint && !bounce) return { status: 200, body: { outcome: 'ignored' } };
    const { recipient } = data;
    if (typeof recipient !== 'string' || !isPlainAddress(recipient)) return notAccepted;

    const id = newsletterId(newsletterKey(settings), recipient);
    const code = Number(data['delivery-status']?.code);
    const suppression: Suppression = {
      since: now,
      code: Number.isInteger(code) ? code : 0,
      ...(complaint ? { complaint: true } : {}),
    };
    await suppress(db, id, suppression);
    if (complaint) await db.ref(newsletterPath(id)).remove();
    const entryId = entryIdOf(data);
    const entry = entryId
      ? ((await db.ref(outboxPath(entryId)).once('value')).val() as OutboxEntry | null)
      : null;
    if (entry?.kind === 'letter') await tallyRecipient(db, entry, 'bounced', now);
    logger.warn('mail events: an address was suppressed', {
      event: complaint ? 'complaint' : 'bounce',
      code: suppression.code,
      letter: entry?.kind === 'letter' ? entry.letter : undefined,
    });
    return { status: 200, body: { outcome: 'suppressed' } };
  },
);
