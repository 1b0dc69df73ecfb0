import { createHmac, timingSafeEqual } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { isPlainAddress } from '../../lib/email-address';
import type { Database } from 'firebase-admin/database';
import {
  mailEventTokenPath,
  newsletterId,
  newsletterPath,
  outboxPath,
  type OutboxEntry,
  type Suppression,
} from './database-paths';
import { endpoint, refuse, type Reply } from './endpoint';
import { sha256 } from './hashing';
import { tallyRecipient } from './letter-tally';
import { addressGone, recipientOf, suppress } from './mail-refusals';
import { newsletterKey } from './newsletter-keys';
import { countRefusal, refusedReports } from './quotas';
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
 * together, in hex, made within SIGNED_WITHIN_S of `now` (Mailgun's webhook signature). That is
 * all Mailgun signs: the event beside it is not covered, so whoever saw one report could put its
 * signature on another. The endpoint takes each token once (firstUseOf) and believes an event only
 * about a mail the outbox sent to its recipient (sentTo).
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
  'delivery-status'?: { code?: unknown; message?: unknown };
}

/** The outbox entry a mail came from: its Message-ID is the entry's id (mail-delivery.ts). */
const entryIdOf = (data: EventData) => {
  const header = data.message?.headers?.['message-id'];
  return typeof header === 'string' ? /^<?([\w-]+)@/.exec(header)?.[1] : undefined;
};

/** Refused without a retry: Mailgun takes 406 as "do not send this again". */
const notAccepted: Reply = refuse(406, 'not-accepted');

const IGNORED: Reply = { status: 200, body: { outcome: 'ignored' } };

/**
 * Takes the signed report's token for good: true the first time, false for every later report
 * with it (a replay, byte for byte or with another event). Kept until the report would be stale
 * anyway (SIGNED_WITHIN_S either side of now), then the clean-up drops it.
 */
async function firstUseOf(db: Database, token: string, now: number): Promise<boolean> {
  const result = await db
    .ref(mailEventTokenPath(sha256(token)))
    .transaction((current: unknown) =>
      current === null ? { expiresAt: now + 2 * SIGNED_WITHIN_S * 1000 } : undefined,
    );
  return result.committed;
}

/**
 * The outbox entry of the mail the event names, if the outbox sent that mail to `recipient`
 * (its newsletter id): otherwise the event is about no mail of the site's, or about another
 * address than the mail's, and changes nothing.
 */
async function sentTo(
  services: Services,
  data: EventData,
  recipient: string,
): Promise<OutboxEntry | undefined> {
  const entryId = entryIdOf(data);
  if (!entryId) return undefined;
  const entry = (await services.db.ref(outboxPath(entryId)).once('value')).val() as OutboxEntry;
  if (entry?.status !== 'sent') return undefined;
  return recipientOf(services.settings, entry) === recipient ? entry : undefined;
}

/**
 * A refused report, warned of while the site's day has room (refusedReports): anyone may post
 * them, and each would be a line in the log.
 */
async function refused(services: Services, why: string, now: number): Promise<Reply> {
  const quota = refusedReports(services.settings);
  const count = await countRefusal(services.db, quota, now);
  if (count <= quota.limit) logger.warn(`mail events: ${why}; refused`);
  if (count === quota.limit) {
    logger.warn("mail events: the day's refused reports reached their limit; no more are logged", {
      limit: quota.limit,
    });
  }
  return notAccepted;
}

/**
 * POST /api/mail-events: what the mail provider learns after its server took a mail. A mailbox
 * that refused it for good after accepting it, for the address's sake (a bounce: `failed` of
 * `permanent` severity whose status says the address is gone, addressGone) or a
 * reader who marked it as spam (`complained`) suppresses the address as a refusal during sending
 * does (mail-refusals.ts): no later letter or confirmation goes to it. A complaint also ends the
 * subscription. A letter's mail counts as bounced for its letter (letter-tally.ts). Anything
 * else (a temporary failure the provider retries, a delivery, an open) changes nothing.
 *
 * Only a report the provider signed, with a token not seen before, is read; any other is refused
 * and changes nothing but the day's count of refusals. An event acts only on a mail the outbox
 * sent (its Message-ID) to the event's recipient: a signature put on another event names a mail
 * it cannot know. A report the provider retries after a lost answer is refused: its first
 * coming did what it does. No address is stored: the suppression is keyed by the address's
 * newsletter id.
 */
export const mailEvents = endpoint<Services>(
  { accepts: [JSON_TYPE], appCheck: false },
  async ({ body }, services) => {
    const { db, settings } = services;
    const now = services.now();
    const signature = body.signature as { token: string } | undefined;
    if (!signedByProvider(settings.secret('MAIL_WEBHOOK_SIGNING_KEY'), signature, now)) {
      return refused(services, 'a report without a valid signature', now);
    }
    if (!(await firstUseOf(db, signature!.token, now))) {
      return refused(services, 'a report whose signature was used before', now);
    }
    const data = (body['event-data'] ?? {}) as EventData;
    const complaint = data.event === 'complained';
    const status = data['delivery-status'];
    // A bounce the address is gone for (addressGone), as a refusal while sending is judged.
    const bounce =
      data.event === 'failed' &&
      data.severity === 'permanent' &&
      addressGone({
        responseCode: Number(status?.code),
        response: `${status?.code} ${status?.message}`,
      });
    if (!complaint && !bounce) return IGNORED;
    const { recipient } = data;
    if (typeof recipient !== 'string' || !isPlainAddress(recipient)) return notAccepted;

    const id = newsletterId(newsletterKey(settings), recipient);
    const entry = await sentTo(services, data, id);
    if (!entry) return IGNORED;
    const code = Number(status?.code);
    const suppression: Suppression = {
      since: now,
      code: Number.isInteger(code) ? code : 0,
      ...(complaint ? { complaint: true } : {}),
    };
    await suppress(db, id, suppression);
    if (complaint) await db.ref(newsletterPath(id)).remove();
    if (entry.kind === 'letter') await tallyRecipient(db, entry, 'bounced', now);
    logger.warn('mail events: an address was suppressed', {
      event: complaint ? 'complaint' : 'bounce',
      code: suppression.code,
      letter: entry.kind === 'letter' ? entry.letter : undefined,
    });
    return { status: 200, body: { outcome: 'suppressed' } };
  },
);
