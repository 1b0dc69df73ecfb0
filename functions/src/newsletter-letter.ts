import type { SendMailOptions } from 'nodemailer';
import { defaultLocale } from '../../lib/i18n/locales';
import { newsletterPath, type NewsletterEntry, type OutboxEntry } from './database-paths';
import { randomToken, sha256 } from './hashing';
import { letterMail } from './mail';
import { letterLinks } from './newsletter-links';
import type { Services } from './services';

/**
 * A letter's mail to one subscriber, composed when its turn comes: only an address still confirmed
 * then gets it (one that unsubscribed, whose entry is gone, or one pending again gets nothing:
 * undefined), in the language it subscribed in. Its unsubscribe link carries a token of its own,
 * minted now and stored, hashed, in the subscriber's entry in the same transaction that finds the
 * entry confirmed; the raw token exists only in the mail. A new attempt mints another and keeps
 * the earlier ones, so every copy that reached the mailbox can unsubscribe.
 */
export async function letterFor(
  services: Pick<Services, 'db' | 'content' | 'settings' | 'letters'>,
  entry: Pick<OutboxEntry, 'letter' | 'subscriber'>,
): Promise<SendMailOptions | undefined> {
  const { letter: slug, subscriber: id } = entry;
  // A letter no longer on the site (deleted from content/ meanwhile) is not sent.
  const letter = slug && (await services.letters()).letters.find((found) => found.slug === slug);
  if (!slug || !id || !letter) return undefined;
  const token = randomToken();
  // A transaction may first run without the stored value: null then writes nothing new.
  const result = await services.db
    .ref(newsletterPath(id))
    .transaction((current: NewsletterEntry | null) => {
      if (!current) return null;
      if (current.status !== 'confirmed') return undefined;
      return {
        ...current,
        letterTokenHashes: { ...current.letterTokenHashes, [sha256(token)]: slug },
      } satisfies NewsletterEntry;
    });
  const reader = result.snapshot.val() as NewsletterEntry | null;
  if (!result.committed || reader?.status !== 'confirmed') return undefined;

  const locale = reader.locale ?? defaultLocale;
  const { siteUrl } = services.settings;
  return letterMail(
    services.content,
    locale,
    reader.email,
    letter.mail[locale],
    letterLinks(siteUrl, slug, locale, id, token),
    siteUrl,
  );
}
