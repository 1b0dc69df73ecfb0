import type { SendMailOptions } from 'nodemailer';
import type { Locale } from '../../lib/i18n/locales';
import { newsletterPages, PENDING_DAYS } from '../../lib/newsletter-pages';
import { newsletterId, newsletterPath, type NewsletterEntry } from './database-paths';
import { randomToken, sha256 } from './hashing';
import { confirmationMail } from './mail';
import { entriesOf, newsletterKey, rekeyEntries } from './newsletter-keys';
import { linkFragment, pageUrl, unsubscribeLinks } from './newsletter-links';
import type { Services } from './services';

const DAY = 24 * 3_600_000;

/**
 * How often a pending address is mailed its confirmation, whoever asks for it: a request within
 * this long of the one that made its pending entry gets no mail, and that mail's links keep
 * working. So strangers who ask for an address send it one mail a day at most, and its owner,
 * who is never refused for what others asked (newsletter.ts), can always confirm.
 */
export const CONFIRMATION_INTERVAL = DAY;

/**
 * Whether `current` was mailed for another request within CONFIRMATION_INTERVAL of the one made
 * `at`, before or after it: the mail queue runs requests' tasks in any order. The same request's
 * retry, made at the same moment, composes its mail again.
 */
const mailedRecently = (current: NewsletterEntry | null, at: number) =>
  current?.status === 'pending' &&
  current.requestedAt !== at &&
  Math.abs(at - current.requestedAt) < CONFIRMATION_INTERVAL;

/**
 * The confirmation mail of a newsletter request, composed when it is sent: a new address, or one
 * pending for a day or more, gets a fresh pending entry (new tokens, 7 more days) and the mail
 * with its links; a confirmed one, or one mailed for another request within the day, is left as
 * it is, and gets nothing (undefined). A retry of the same request composes its mail again. The
 * tokens exist only in the mail and, hashed, in the entry: the outbox never holds them.
 */
export async function confirmationFor(
  services: Pick<Services, 'db' | 'content' | 'settings'>,
  request: { email: string; page: string; locale: Locale; requestedAt: number },
): Promise<SendMailOptions | undefined> {
  // An entry the address has under an id from before (or another key) moves first: one address,
  // one entry, so a letter never goes to it twice.
  const key = newsletterKey(services.settings);
  await rekeyEntries(services.db, key, await entriesOf(services.db, request.email));
  const id = newsletterId(key, request.email);
  const confirmToken = randomToken();
  const unsubscribeToken = randomToken();
  const pending: NewsletterEntry = {
    email: request.email,
    status: 'pending',
    requestedAt: request.requestedAt,
    page: request.page,
    locale: request.locale,
    confirmTokenHash: sha256(confirmToken),
    unsubscribeTokenHash: sha256(unsubscribeToken),
    expiresAt: request.requestedAt + PENDING_DAYS * DAY,
  };
  const result = await services.db
    .ref(newsletterPath(id))
    .transaction((current: NewsletterEntry | null) =>
      current?.status === 'confirmed' || mailedRecently(current, request.requestedAt)
        ? undefined
        : pending,
    );
  if (!result.committed) return undefined;
  const { siteUrl } = services.settings;
  return confirmationMail(
    services.content,
    request.locale,
    request.email,
    {
      confirmUrl: `${pageUrl(siteUrl, newsletterPages.confirm, request.locale)}${linkFragment(id, confirmToken)}`,
      ...unsubscribeLinks(siteUrl, request.locale, id, unsubscribeToken),
    },
    PENDING_DAYS,
  );
}
