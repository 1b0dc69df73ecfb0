import type { Database } from 'firebase-admin/database';
import { canonicalEmail } from '../../lib/email-address';
import { contactChecks, HONEYPOT } from '../../lib/form-checks';
import { AUDIENCE_ENTRY, AUDIENCE_ENTRY_FIELD } from '../../lib/audience/audience-fields';
import type { Locale } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { countConversion } from './audience-conversions';
import { visitorAddress } from './client-address';
import { contactMessagePath, outboxPath, type ContactRecord } from './database-paths';
import { endpoint, refuse, type Reply } from './endpoint';
import { anyText, checked, matching, readFields } from './fields';
import { formLocale, localeField } from './form-locale';
import { claim, claimId, forget, storedAt } from './idempotency';
import { pendingEntry, requestDelivery } from './outbox';
import { quotasFor, rateLimited, takeQuotas } from './quotas';
import { newReference } from './reference';
import { JSON_TYPE } from './request-body';
import { signedInAccount } from './signed-in';
import type { AudienceServices, Services } from './services';

/** What a form may use as idempotency key: a UUID, or any 16 to 64 URL-safe characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

const sent = (reference: string): Reply => ({
  status: 200,
  body: { outcome: 'sent', reference },
});

type Topic = Services['content']['languages'][Locale]['topics'][number];

function contactRules(topics: Topic[]) {
  const checks = contactChecks(topics.map((topic) => topic.id));
  return {
    locale: localeField,
    name: checked(checks.name),
    email: checked(checks.email),
    topic: checked(checks.topic),
    message: checked(checks.message),
    idempotencyKey: matching(IDEMPOTENCY_KEY),
    [HONEYPOT]: anyText,
    [AUDIENCE_ENTRY_FIELD]: matching(AUDIENCE_ENTRY, true),
  };
}

/** A reference no stored message has (a clash of 50 random bits is rare, but never overwrites). */
async function freeReference(db: Database): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = newReference();
    if (!(await db.ref(contactMessagePath(reference)).once('value')).exists()) return reference;
  }
  throw new Error('No free contact reference after 3 attempts');
}

/**
 * POST /api/contact. Validates, drops a filled honeypot with a made-up reference, counts the
 * visitor's quotas once per message, then stores the message, its outbox entry and the
 * idempotency claim's new stage in one update, and answers with the reference: the mail to
 * support (Reply-To the visitor) goes through the outbox, so the answer never waits for the mail
 * server. The idempotency key makes retries of one message store it once, with one reference.
 * A message sent from a measured page counts as a conversion (audience-conversions.ts).
 */
export const contact = endpoint<AudienceServices>(
  { accepts: [JSON_TYPE], appCheck: true },
  async ({ request, body }, services) => {
    // Every language offers the same topic ids (npm run check:translations).
    const fields = readFields(body, contactRules(services.content.languages.en.topics));
    if (!fields.ok) return refuse(400, 'invalid-fields', { fields: fields.problems });
    const {
      idempotencyKey,
      [HONEYPOT]: honeypot,
      locale: language,
      [AUDIENCE_ENTRY_FIELD]: entry,
      ...typed
    } = fields.values;
    const locale = formLocale(language);
    const { topics } = services.content.languages[locale];
    if (honeypot) return sent(newReference());

    const account = await signedInAccount(request, services);
    if (account === false) return refuse(401, 'invalid-id-token');
    const uid = account?.uid;
    const message = {
      name: typed.name.trim(),
      email: canonicalEmail(typed.email),
      // Support reads the topic's label; the checks admitted only the ids of `topics`.
      topic: topics.find((topic) => topic.id === typed.topic)?.label ?? typed.topic,
      message: typed.message.trim(),
      locale,
    };
    const { db, settings } = services;
    const id = claimId(idempotencyKey, { ...message, uid: uid ?? '' });
    const now = services.now();
    const claimed = await claim(db, id, now);
    if (!claimed.owned) {
      if (claimed.claim.stage === 'stored' && claimed.claim.reference) {
        return sent(claimed.claim.reference);
      }
      const retryAfter = Math.max(1, Math.ceil((claimed.claim.leaseUntil - now) / 1000));
      return {
        status: 409,
        headers: { 'Retry-After': String(retryAfter) },
        body: { error: 'in-progress', retryAfter },
      };
    }

    const address = visitorAddress(request, settings);
    const quota = await takeQuotas(
      db,
      quotasFor('contact', { address, email: message.email }, settings),
      now,
    );
    if (!quota.allowed) {
      await forget(db, id);
      return rateLimited(quota.retryAfterSeconds, now);
    }
    const reference = await freeReference(db);
    const record: ContactRecord = { ...message, createdAt: now, ...(uid ? { uid } : {}) };
    const outboxId = `contact-${reference}`;
    await db.ref().update({
      [contactMessagePath(reference)]: record,
      [outboxPath(outboxId)]: pendingEntry(now, { kind: 'contact', reference }),
      ...storedAt(id, reference),
    });
    await requestDelivery(services.enqueueMail, outboxId);
    // Once a message: a retry of it was answered above.
    await countConversion(request, services, {
      conversion: 'contact-sent',
      locale,
      startPage: localePath('/contact', locale),
      entry,
    });
    return sent(reference);
  },
);
