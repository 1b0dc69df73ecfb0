import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { audiencePages } from './audience-pages';
import { writeAudienceRows } from './audience-rows';
import { audienceQuery } from './audience-warehouse';
import { content } from './content';
import { enqueueMail } from './mail-queue';
import { sendMail } from './send-mail';
import { siteLetters } from './site-letters';
import type { AudienceServices } from './services';
import { readSettings } from './settings';

/** The services the deployed functions work with (index.ts), built anew for each call. */
export function deployedServices(): AudienceServices {
  const settings = readSettings(content().site.url);
  return {
    db: getDatabase(),
    content: content(),
    letters: () => siteLetters(settings.siteUrl),
    settings,
    now: Date.now,
    appCheckEnforced: settings.appCheckEnforced,
    verifyAppCheckToken: (token) => getAppCheck().verifyToken(token, { consume: true }),
    // Revoked too: a deleted or disabled account's token stays valid for up to an hour otherwise.
    verifyIdToken: (token) => getAuth().verifyIdToken(token, true),
    sendMail: (message) => sendMail(settings.secret('SMTP_URL'), settings.smtpTimeoutMs, message),
    enqueueMail: (id) => enqueueMail(id),
    audiencePages,
    writeAudienceRows,
    // Its signature alone: the audience measurement reads nothing of the account.
    verifyAccountToken: async (token) => {
      const decoded = await getAuth().verifyIdToken(token);
      return {
        uid: decoded.uid,
        authTime: decoded.auth_time,
        emailVerified: decoded.email_verified === true,
      };
    },
    queryAudience: audienceQuery(),
  };
}
