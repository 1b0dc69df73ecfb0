import { initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { defineSecret } from 'firebase-functions/params';
import * as v1 from 'firebase-functions/v1';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { cleanUp } from './clean-up';
import { contact as contactEndpoint } from './contact';
import { content } from './content';
import { eraseAccount } from './erasure';
import * as newsletter from './newsletter';
import { sweepOrphans } from './orphan-sweep';
import { erasedAccount } from './proved-address';
import { REGION } from './region';
import { sendMail } from './send-mail';
import { serve } from './serve';
import type { Services } from './services';
import { readSettings } from './settings';

/**
 * The Cloud Functions. Each HTTP endpoint is its own function, reached through a Hosting rewrite
 * of the same name (lib/api-endpoints.ts); the others react to account deletion and the clock.
 */
initializeApp();
setGlobalOptions({ region: REGION, maxInstances: 10 });

const SMTP_URL = defineSecret('SMTP_URL');
const QUOTA_SALT = defineSecret('QUOTA_SALT');

function services(): Services {
  const settings = readSettings(content().site.url);
  return {
    db: getDatabase(),
    content: content(),
    settings,
    now: Date.now,
    appCheckEnforced: settings.appCheckEnforced,
    verifyAppCheckToken: (token) => getAppCheck().verifyToken(token, { consume: true }),
    verifyIdToken: (token) => getAuth().verifyIdToken(token),
    sendMail: (message) => sendMail(settings.secret('SMTP_URL'), message),
  };
}

const http = { secrets: [SMTP_URL, QUOTA_SALT], timeoutSeconds: 60 };

export const contact = onRequest(http, serve(contactEndpoint, services));
export const newsletterSubscribe = onRequest(http, serve(newsletter.newsletterSubscribe, services));
export const newsletterConfirm = onRequest(http, serve(newsletter.newsletterConfirm, services));
export const newsletterUnsubscribe = onRequest(
  http,
  serve(newsletter.newsletterUnsubscribe, services),
);

/**
 * Erases what the database holds about an account once it is deleted (see eraseAccount). A failed
 * erasure is retried (failurePolicy) until it succeeds, which running it again allows; whatever
 * still escapes it, the daily sweep finds.
 */
export const eraseDeletedAccount = v1
  .region(REGION)
  .runWith({ failurePolicy: true })
  .auth.user()
  .onDelete(async (user) => {
    await eraseAccount(getDatabase(), erasedAccount(user), Date.now());
  });

export const cleanUpDaily = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Europe/Lisbon' },
  async () => {
    const now = Date.now();
    const deleted = await cleanUp(getDatabase(), now);
    logger.info('clean-up', { deleted: deleted.length });
    await sweepOrphans(getDatabase(), getAuth(), now);
  },
);
