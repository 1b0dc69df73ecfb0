import * as logger from 'firebase-functions/logger';
import { apiEndpoints } from '../../lib/api-endpoints';
import { HONEYPOT, newsletterChecks, PAGE_PATH } from '../../lib/form-checks';
import { newsletterPages, PENDING_DAYS } from '../../lib/newsletter-pages';
import { clientAddress } from './client-address';
import { newsletterId, newsletterPath, type NewsletterEntry } from './database-paths';
import { endpoint, FORM_TYPE, JSON_TYPE, refuse, type Reply } from './endpoint';
import { anyText, checked, matching, readFields } from './fields';
import { matchesHash, randomToken, sha256, TOKEN_PATTERN } from './hashing';
import { confirmationMail } from './mail';
import { quotasFor, rateLimited, takeQuotas } from './quotas';
import type { Services } from './services';

const DAY = 24 * 3_600_000;

const CHECK_INBOX: Reply = { status: 202, body: { outcome: 'check-inbox' } };
const INVALID_LINK = refuse(400, 'invalid-link');

const subscribeRules = {
  email: checked(newsletterChecks.email),
  page: matching(PAGE_PATH),
  [HONEYPOT]: anyText,
};

const linkRules = { id: matching(TOKEN_PATTERN), token: matching(TOKEN_PATTERN) };

function links(siteUrl: string, id: string, confirmToken: string, unsubscribeToken: string) {
  const query = (token: string) => `?id=${id}&token=${token}`;
  return {
    confirmUrl: `${siteUrl}${newsletterPages.confirm}${query(confirmToken)}`,
    unsubscribeUrl: `${siteUrl}${newsletterPages.unsubscribe}${query(unsubscribeToken)}`,
    oneClickUrl: `${siteUrl}${apiEndpoints.newsletterUnsubscribe}${query(unsubscribeToken)}`,
  };
}

/**
 * POST /api/newsletter. Answers "check your inbox" whatever the list holds, so nobody learns
 * whether an address is on it. A new or still pending address gets a fresh pending entry (new
 * tokens, 7 more days) and the confirmation mail; a confirmed one is left as it is, unmailed.
 */
export const newsletterSubscribe = endpoint<Services>(
  { accepts: [JSON_TYPE], appCheck: true },
  async ({ request, body }, services) => {
    const fields = readFields(body, subscribeRules);
    if (!fields.ok) return refuse(400, 'invalid-fields', { fields: fields.problems });
    if (fields.values[HONEYPOT]) return CHECK_INBOX;

    const { db, settings } = services;
    const email = fields.values.email.trim().toLowerCase();
    const now = services.now();
    const address = clientAddress(
      request.header('x-forwarded-for'),
      request.socketAddress,
      settings.trustedProxyHops,
    );
    const quota = await takeQuotas(db, quotasFor('newsletter', { address, email }, settings), now);
    if (!quota.allowed) return rateLimited(quota.retryAfterSeconds, now);

    const id = newsletterId(email);
    const confirmToken = randomToken();
    const unsubscribeToken = randomToken();
    const pending: NewsletterEntry = {
      email,
      status: 'pending',
      requestedAt: now,
      page: fields.values.page,
      confirmTokenHash: sha256(confirmToken),
      unsubscribeTokenHash: sha256(unsubscribeToken),
      expiresAt: now + PENDING_DAYS * DAY,
    };
    const result = await db
      .ref(newsletterPath(id))
      .transaction((current: NewsletterEntry | null) =>
        current?.status === 'confirmed' ? undefined : pending,
      );
    if (!result.committed) return CHECK_INBOX;
    try {
      const mail = confirmationMail(
        services.content,
        email,
        links(settings.siteUrl, id, confirmToken, unsubscribeToken),
        PENDING_DAYS,
      );
      await services.sendMail(mail);
    } catch (error) {
      logger.error('newsletter: the confirmation mail failed', { id, error });
      return refuse(502, 'mail-failed');
    }
    return CHECK_INBOX;
  },
);

/**
 * POST /api/newsletter/confirm with the link's id and token: the pending entry becomes
 * confirmed, keeping when and where it was asked for and adding when it was confirmed. Following
 * the link again answers the same; an expired, unknown or altered link answers invalid-link.
 */
export const newsletterConfirm = endpoint<Services>(
  { accepts: [JSON_TYPE], appCheck: true },
  async ({ body }, services) => {
    const fields = readFields(body, linkRules);
    if (!fields.ok) return refuse(400, 'invalid-link', { fields: fields.problems });
    const { id, token } = fields.values;
    const now = services.now();
    let confirmed = false;
    // A transaction may first run without the stored value: null then writes nothing new.
    await services.db.ref(newsletterPath(id)).transaction((current: NewsletterEntry | null) => {
      confirmed = false;
      if (!current) return null;
      if (!matchesHash(token, current.confirmTokenHash)) return undefined;
      if (current.status === 'confirmed') {
        confirmed = true;
        return undefined;
      }
      if ((current.expiresAt ?? 0) <= now) return undefined;
      confirmed = true;
      return { ...current, status: 'confirmed', confirmedAt: now, expiresAt: null };
    });
    return confirmed ? { status: 200, body: { outcome: 'confirmed' } } : INVALID_LINK;
  },
);

/**
 * POST /api/newsletter/unsubscribe removes the entry whose unsubscribe token comes with it. It
 * takes the id and token as JSON (the page's script), as a urlencoded form (a page without
 * script: answered with a redirect to the outcome page), or in the query of a one-click POST
 * whose body is "List-Unsubscribe=One-Click" (RFC 8058, sent by mail clients).
 *
 * No App Check: mail clients and pages without script cannot get a token. The unsubscribe
 * token, 256 random bits only the recipient's mailbox has, is what authorises the removal.
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
    let removed = false;
    if (fields.ok) {
      const { id, token } = fields.values;
      await services.db.ref(newsletterPath(id)).transaction((current: NewsletterEntry | null) => {
        removed = Boolean(current && matchesHash(token, current.unsubscribeTokenHash));
        return removed || !current ? null : undefined;
      });
    }
    if (fromForm) {
      return {
        status: 303,
        redirectTo: removed ? newsletterPages.unsubscribed : newsletterPages.invalidLink,
      };
    }
    if (removed) return { status: 200, body: { outcome: 'unsubscribed' } };
    return fields.ok ? INVALID_LINK : refuse(400, 'invalid-link', { fields: fields.problems });
  },
);
