import * as logger from 'firebase-functions/logger';
import type { Database } from 'firebase-admin/database';
import { contactChecks, HONEYPOT } from '../../lib/form-checks';
import { clientAddress } from './client-address';
import { contactMessagePath, type ContactRecord } from './database-paths';
import { endpoint, JSON_TYPE, refuse, type IncomingRequest, type Reply } from './endpoint';
import { anyText, checked, matching, readFields } from './fields';
import { advance, claim, claimId, forget, release } from './idempotency';
import { contactMail } from './mail';
import { quotasFor, rateLimited, takeQuotas } from './quotas';
import { newReference } from './reference';
import type { Services } from './services';

/** What a form may use as idempotency key: a UUID, or any 16 to 64 URL-safe characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const sent = (reference: string): Reply => ({
  status: 200,
  body: { outcome: 'sent', reference },
});

function contactRules(topics: string[]) {
  const checks = contactChecks(topics);
  return {
    name: checked(checks.name),
    email: checked(checks.email),
    topic: checked(checks.topic),
    message: checked(checks.message),
    idempotencyKey: matching(IDEMPOTENCY_KEY),
    [HONEYPOT]: anyText,
  };
}

/** The uid of a visitor who sent their ID token; false for a token that is not valid. */
async function signedInUid(
  request: IncomingRequest,
  services: Services,
): Promise<string | undefined | false> {
  const authorization = request.header('authorization');
  if (!authorization) return undefined;
  const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (!token) return false;
  try {
    return (await services.verifyIdToken(token)).uid;
  } catch {
    return false;
  }
}

/** Stores the message under a fresh reference; a reference already taken is never overwritten. */
async function store(db: Database, record: ContactRecord): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = newReference();
    const result = await db
      .ref(contactMessagePath(reference))
      .transaction((current) => (current === null ? record : undefined));
    if (result.committed) return reference;
  }
  throw new Error('No free contact reference after 3 attempts');
}

/**
 * POST /api/contact. Validates, drops a filled honeypot with a made-up reference, counts the
 * visitor's quotas once per message, stores it and e-mails support (Reply-To the visitor). The
 * idempotency key makes retries of one message store and send it once, with one reference.
 */
export const contact = endpoint<Services>(
  { accepts: [JSON_TYPE], appCheck: true },
  async ({ request, body }, services) => {
    const fields = readFields(body, contactRules(services.content.topics));
    if (!fields.ok) return refuse(400, 'invalid-fields', { fields: fields.problems });
    const { idempotencyKey, [HONEYPOT]: honeypot, ...typed } = fields.values;
    if (honeypot) return sent(newReference());

    const uid = await signedInUid(request, services);
    if (uid === false) return refuse(401, 'invalid-id-token');
    const message = {
      name: typed.name.trim(),
      email: typed.email.trim().toLowerCase(),
      topic: typed.topic,
      message: typed.message.trim(),
    };
    const { db, settings } = services;
    const id = claimId(idempotencyKey, { ...message, uid: uid ?? '' });
    const now = services.now();
    const claimed = await claim(db, id, now);
    if (!claimed.owned) {
      if (claimed.claim.stage === 'sent' && claimed.claim.reference) {
        return sent(claimed.claim.reference);
      }
      const retryAfter = Math.max(1, Math.ceil((claimed.claim.leaseUntil - now) / 1000));
      return {
        status: 409,
        headers: { 'Retry-After': String(retryAfter) },
        body: { error: 'in-progress', retryAfter },
      };
    }

    let reference = claimed.claim.reference;
    if (claimed.claim.stage === 'new' || !reference) {
      const address = clientAddress(
        request.header('x-forwarded-for'),
        request.socketAddress,
        settings.trustedProxyHops,
      );
      const quota = await takeQuotas(
        db,
        quotasFor('contact', { address, email: message.email }, settings),
        now,
      );
      if (!quota.allowed) {
        await forget(db, id);
        return rateLimited(quota.retryAfterSeconds, now);
      }
      reference = await store(db, { ...message, createdAt: now, ...(uid ? { uid } : {}) });
      await advance(db, id, { stage: 'stored', reference });
    }

    try {
      await services.sendMail(contactMail(services.content, { reference, ...message }));
    } catch (error) {
      logger.error('contact: the message is stored but the mail failed', { reference, error });
      await release(db, id);
      return refuse(502, 'mail-failed');
    }
    await advance(db, id, { stage: 'sent' });
    return sent(reference);
  },
);
