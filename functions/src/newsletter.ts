import { AUDIENCE_ENTRY, AUDIENCE_ENTRY_FIELD } from '../../lib/audience/audience-fields';
import { canonicalEmail } from '../../lib/email-address';
import { HONEYPOT, newsletterChecks, PAGE_PATH } from '../../lib/form-checks';
import { newsletterPages } from '../../lib/newsletter-pages';
import { countConversion } from './audience-conversions';
import { visitorAddress } from './client-address';
import {
  collections,
  letterPath,
  newsletterId,
  newsletterPath,
  outboxPath,
  type NewsletterEntry,
} from './database-paths';
import { endpoint, refuse, type IncomingRequest, type Reply } from './endpoint';
import { anyText, checked, matching, readFields } from './fields';
import { formLocale, localeField } from './form-locale';
import { matchesHash, sha256, TOKEN_PATTERN } from './hashing';
import { liftSuppression } from './mail-refusals';
import { pendingEntry, requestDelivery } from './outbox';
import { linkedEntry, newsletterKey } from './newsletter-keys';
import {
  countRefusal,
  hasRoom,
  linkRefusals,
  rateLimited,
  secondsLeftInWindow,
  takeQuotas,
  visitorQuotas,
} from './quotas';
import { FORM_TYPE, JSON_TYPE } from './request-body';
import type { AudienceServices, Services } from './services';

const CHECK_INBOX: Reply = { status: 202, body: { outcome: 'check-inbox' } };
const INVALID_LINK = refuse(400, 'invalid-link');

const entryRule = { [AUDIENCE_ENTRY_FIELD]: matching(AUDIENCE_ENTRY, true) };

const subscribeRules = {
  email: checked(newsletterChecks.email),
  page: matching(PAGE_PATH),
  locale: localeField,
  [HONEYPOT]: anyText,
  ...entryRule,
};

const linkRules = { id: matching(TOKEN_PATTERN), token: matching(TOKEN_PATTERN) };

/**
 * One more subscriber left through `letter`'s mail. Its record exists: the letter's mail, which
 * minted the token, was composed after the letter started.
 */
async function countUnsubscribed(db: Services['db'], letter: string) {
  await db
    .ref(`${letterPath(letter)}/unsubscribed`)
    .transaction((count: number | null) => (count ?? 0) + 1);
}

/** Whether `token` unsubscribes `entry`: the token of its confirmation mail, or of a letter's. */
function unsubscribes(token: string, entry: NewsletterEntry): boolean {
  return (
    matchesHash(token, entry.unsubscribeTokenHash) ||
    Object.hasOwn(entry.letterTokenHashes ?? {}, sha256(token))
  );
}

/**
 * POST /api/newsletter. Answers "check your inbox" whatever the list holds, so nobody learns
 * whether an address is on it: every valid request does the same work here (its quotas, an outbox
 * entry, a task), and what the list holds is looked at only when the mail is composed
 * (newsletter-confirmation.ts), after the answer. The entry keeps the quota counters its request
 * took, so a mail that finally fails gives them back.
 */
export const newsletterSubscribe = endpoint<AudienceServices>(
  { accepts: [JSON_TYPE], appCheck: true },
  async ({ request, body }, services) => {
    const fields = readFields(body, subscribeRules);
    if (!fields.ok) return refuse(400, 'invalid-fields', { fields: fields.problems });
    if (fields.values[HONEYPOT]) return CHECK_INBOX;

    const { db, settings } = services;
    const email = canonicalEmail(fields.values.email);
    const now = services.now();
    const address = visitorAddress(request, settings);
    // No count of the address's own: it would let strangers who ask for it refuse its owner. What
    // an address may receive is bounded where its mail is composed (newsletter-confirmation.ts).
    const quota = await takeQuotas(db, visitorQuotas('newsletter', address, settings), now);
    if (!quota.allowed) return rateLimited(quota.retryAfterSeconds, now);

    const id = db.ref(collections.outbox).push().key!;
    await db.ref(outboxPath(id)).set(
      pendingEntry(now, {
        kind: 'newsletter-confirmation',
        email,
        subscriber: newsletterId(newsletterKey(settings), email),
        page: fields.values.page,
        locale: formLocale(fields.values.locale),
        quotaCounters: quota.counted,
      }),
    );
    await requestDelivery(services.enqueueMail, id);
    await countConversion(request, services, {
      conversion: 'newsletter-asked',
      locale: formLocale(fields.values.locale),
      startPage: fields.values.page,
      entry: fields.values[AUDIENCE_ENTRY_FIELD],
    });
    return CHECK_INBOX;
  },
);

/**
 * A link's quota: its visitor's refused links this hour (an unknown id and a wrong token are both
 * one). The link is looked up whatever the count, and a good link is never refused: a mail
 * provider's one-click sender, a company's or a carrier's NAT is one address for many readers,
 * and one who sends stale links must not keep the others from leaving. Past the limit a refused
 * link answers 429 instead of invalid-link. The count is read beside the link's entry for every
 * link, so a good link, an unknown id and a wrong token cost the same reads and the answers tell
 * nobody which it was. `refused` answers a refused link: 429 past the limit, else `invalid`, counted.
 */
async function lookedUpLink(
  request: IncomingRequest,
  services: Services,
  { id, token }: { id: string; token: string },
) {
  const { db, settings } = services;
  const quota = linkRefusals(visitorAddress(request, settings), settings);
  const now = services.now();
  const [allowed, found] = await Promise.all([hasRoom(db, quota, now), linkedEntry(db, id, token)]);
  return {
    found,
    async refused(invalid: Reply, limited: (reply: Reply) => Reply = (reply) => reply) {
      if (!allowed) return limited(rateLimited(secondsLeftInWindow(now, quota.scope), now));
      await countRefusal(db, quota, now);
      return invalid;
    },
  };
}

/**
 * POST /api/newsletter/confirm with the link's id and token: the pending entry becomes
 * confirmed, keeping when and where it was asked for and adding when it was confirmed. Following
 * the link again answers the same; an expired, unknown or altered link answers invalid-link.
 */
export const newsletterConfirm = endpoint<AudienceServices>(
  { accepts: [JSON_TYPE], appCheck: true },
  async ({ request, body }, services) => {
    const fields = readFields(body, { ...linkRules, ...entryRule });
    if (!fields.ok) return refuse(400, 'invalid-link', { fields: fields.problems });
    const { token } = fields.values;
    const link = await lookedUpLink(request, services, fields.values);
    const { found } = link;
    if (!found || !matchesHash(token, found.entry.confirmTokenHash)) {
      return link.refused(INVALID_LINK);
    }
    const now = services.now();
    let confirmed = false;
    // Where it was asked for, when this request is the one that confirms it.
    let asked: NewsletterEntry | undefined;
    // A transaction may first run without the stored value: null then writes nothing new.
    await services.db
      .ref(newsletterPath(found.id))
      .transaction((current: NewsletterEntry | null) => {
        confirmed = false;
        asked = undefined;
        if (!current) return null;
        if (!matchesHash(token, current.confirmTokenHash)) return undefined;
        if (current.status === 'confirmed') {
          confirmed = true;
          return undefined;
        }
        if ((current.expiresAt ?? 0) <= now) return undefined;
        confirmed = true;
        asked = current;
        return { ...current, status: 'confirmed', confirmedAt: now, expiresAt: null };
      });
    if (asked) {
      // Its owner read a mail at the address: whatever refused one before, it takes mail now.
      await liftSuppression(services.db, found.id);
      await countConversion(request, services, {
        conversion: 'newsletter-confirmed',
        locale: asked.locale,
        startPage: asked.page,
        entry: fields.values[AUDIENCE_ENTRY_FIELD],
      });
    }
    return confirmed ? { status: 200, body: { outcome: 'confirmed' } } : link.refused(INVALID_LINK);
  },
);

/**
 * POST /api/newsletter/unsubscribe removes the entry whose unsubscribe token comes with it. It
 * takes the id and token as JSON (the page's script), as a urlencoded form (a page without
 * script: answered with a redirect to the outcome page), or in the query of a one-click POST
 * whose body is "List-Unsubscribe=One-Click" (RFC 8058, sent by mail clients).
 *
 * No App Check: mail clients and pages without script cannot get a token. The unsubscribe
 * token, 256 random bits only the recipient's mailbox has, is what authorises the removal: the
 * one of the confirmation mail, or the one each letter's mail got (newsletter-letter.ts).
 */
export const newsletterUnsubscribe = endpoint<Services>(
  { accepts: [JSON_TYPE, FORM_TYPE], appCheck: false },
  async ({ request, mediaType, body }, services) => {
    const oneClick = mediaType === FORM_TYPE && body['List-Unsubscribe'] === 'One-Click';
    const fromForm = mediaType === FORM_TYPE && !oneClick;
    const fields = readFields(
      oneClick ? { id: request.query.id, token: request.query.token } : body,
      linkRules,
    );
    const invalid: Reply = fromForm
      ? { status: 303, redirectTo: newsletterPages.invalidLink }
      : fields.ok
        ? INVALID_LINK
        : refuse(400, 'invalid-link', { fields: fields.problems });
    if (!fields.ok) return invalid;
    const { token } = fields.values;
    const link = await lookedUpLink(request, services, fields.values);
    const { found } = link;
    let removed = false;
    let letter: string | undefined;
    if (found && unsubscribes(token, found.entry)) {
      await services.db
        .ref(newsletterPath(found.id))
        .transaction((current: NewsletterEntry | null) => {
          removed = Boolean(current && unsubscribes(token, current));
          letter = current?.letterTokenHashes?.[sha256(token)];
          return removed || !current ? null : undefined;
        });
    }
    // A page without script is sent to the invalid-link page past the limit too: it shows no 429.
    if (!removed) return link.refused(invalid, (limited) => (fromForm ? invalid : limited));
    // Left through a letter's own link: the letter counts it (letters/<slug>/unsubscribed).
    if (letter) await countUnsubscribed(services.db, letter);
    return fromForm
      ? { status: 303, redirectTo: newsletterPages.unsubscribed }
      : { status: 200, body: { outcome: 'unsubscribed' } };
  },
);
