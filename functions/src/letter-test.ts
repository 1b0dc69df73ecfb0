import { isLocale } from '../../lib/i18n/locales';
import { isStaffAccount } from '../../lib/staff-account';
import { endpoint, refuse } from './endpoint';
import { letterMail } from './mail';
import { letterLinks } from './newsletter-links';
import { accountTestMails, rateLimited, takeQuotas } from './quotas';
import { JSON_TYPE } from './request-body';
import type { Services } from './services';
import { signedInAccount } from './signed-in';

/** What a test mail's unsubscribe links carry: nothing a subscriber's entry holds. */
const NO_SUBSCRIBER = 'test';

/**
 * POST /api/letter-test: a letter's mail, as its subscribers in `locale` get it, sent to the
 * signed-in staff account's own address (the staff page, /staff), so an editor reads it in a real
 * mail program before its time. `{ slug, locale }` with the account's ID token as a Bearer
 * token; only a staff account (the claim, on a proved address: isStaffAccount) is answered, a
 * few times an hour (accountTestMails): a stolen session mails no inbox more than that. The mail goes at once, not through the
 * outbox: the answer says whether the mail server took it, and the editor sends again if not. Its
 * unsubscribe links name no subscriber, so they unsubscribe nobody.
 */
export const letterTest = endpoint<Services>(
  { accepts: [JSON_TYPE], appCheck: false },
  async ({ request, body }, services) => {
    const account = await signedInAccount(request, services);
    if (!account) return refuse(401, 'sign-in');
    if (!isStaffAccount(account) || !account.email) return refuse(403, 'not-staff');
    const { slug, locale } = body;
    const letter = (await services.letters()).letters.find((found) => found.slug === slug);
    if (!letter || typeof locale !== 'string' || !isLocale(locale)) {
      return refuse(404, 'no-such-letter');
    }
    const now = services.now();
    const quota = await takeQuotas(
      services.db,
      [accountTestMails(account.uid, services.settings)],
      now,
    );
    if (!quota.allowed) return rateLimited(quota.retryAfterSeconds, now);
    const { siteUrl } = services.settings;
    await services.sendMail(
      letterMail(
        services.content,
        locale,
        account.email,
        letter.mail[locale],
        letterLinks(siteUrl, letter.slug, locale, NO_SUBSCRIBER, NO_SUBSCRIBER),
        siteUrl,
      ),
    );
    return { status: 200, body: { outcome: 'sent', to: account.email } };
  },
);
