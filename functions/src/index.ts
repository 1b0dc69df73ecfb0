import { initializeApp, type AppOptions } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { defineSecret } from 'firebase-functions/params';
import * as v1 from 'firebase-functions/v1';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { audience as audienceEndpoint } from './audience';
import { audienceChoice as audienceChoiceEndpoint } from './audience-choice';
import { AUDIENCE_INSTANCES } from './audience-limits';
import { audienceReport as audienceReportEndpoint } from './audience-report';
import { deleteSpentSalts } from './audience-salt';
import { cleanUp } from './clean-up';
import { cmsSignIn, exchangeWithGitHub } from './cms-sign-in';
import { contact as contactEndpoint } from './contact';
import { cspReport as cspReportEndpoint } from './csp-report';
import { letterTest as letterTestEndpoint } from './letter-test';
import { mailEvents as mailEventsEndpoint } from './mail-events';
import { content } from './content';
import { eraseAccount } from './erasure';
import { fanOutBatch, LETTER_RETRY } from './letter-fan-out';
import { enqueueLetterBatch, type LetterBatchTask } from './letter-queue';
import { runLetterSchedule } from './letter-schedule';
import { deliverMail as deliver } from './mail-delivery';
import { enqueueMail, type MailTask } from './mail-queue';
import { deployedServices as services } from './deployed-services';
import * as newsletter from './newsletter';
import { newsletterKey, rekeyNewsletter } from './newsletter-keys';
import { MAIL_PACE, MAIL_RETRY } from './outbox';
import { sweepOutbox } from './outbox-sweep';
import { sweepOrphans } from './orphan-sweep';
import { erasedAccount } from './proved-address';
import { REGION } from './region';
import { installRequestBodyGate } from './request-body-gate';
import { serve } from './serve';
import { readSettings } from './settings';

/**
 * The Cloud Functions. Each HTTP endpoint is its own function, reached through a Hosting rewrite
 * of the same name (lib/api-endpoints.ts); the mail queue sends the outbox's mails, and the
 * letters' queue fans each newsletter letter out to it; the others react to account deletion and
 * the clock.
 */
installRequestBodyGate();

/**
 * firebase-admin's options: the platform's own, deployed. In the emulator the mail queue's tasks
 * carry an identity nothing checks, and without one named here the SDK would ask the cloud's
 * metadata server, which is not there, for the functions' account.
 */
function adminOptions(): AppOptions | undefined {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as AppOptions;
  return { ...config, serviceAccountId: `functions@${config.projectId}.iam.gserviceaccount.com` };
}

initializeApp(adminOptions());
setGlobalOptions({ region: REGION, maxInstances: 10 });

const SMTP_URL = defineSecret('SMTP_URL');
const QUOTA_SALT = defineSecret('QUOTA_SALT');
const CMS_GITHUB_CLIENT_SECRET = defineSecret('CMS_GITHUB_CLIENT_SECRET');
const MAIL_WEBHOOK_SIGNING_KEY = defineSecret('MAIL_WEBHOOK_SIGNING_KEY');

/** What the letters' schedule and fan-out work with: the services, and the fan-out's queue. */
const letterServices = () => ({ ...services(), enqueueLetterBatch });

const http = { secrets: [SMTP_URL, QUOTA_SALT], timeoutSeconds: 60 };

export const contact = onRequest(http, serve(contactEndpoint, services));
export const newsletterSubscribe = onRequest(http, serve(newsletter.newsletterSubscribe, services));
export const newsletterConfirm = onRequest(http, serve(newsletter.newsletterConfirm, services));
export const newsletterUnsubscribe = onRequest(
  http,
  serve(newsletter.newsletterUnsubscribe, services),
);

/** A letter's mail sent to a staff account's own address (letter-test.ts), from /staff. */
export const letterTest = onRequest(http, serve(letterTestEndpoint, services));

/** The mail provider's reports of bounces and complaints (mail-events.ts), signed with its key. */
export const mailEvents = onRequest(
  { secrets: [QUOTA_SALT, MAIL_WEBHOOK_SIGNING_KEY], timeoutSeconds: 30 },
  serve(mailEventsEndpoint, services),
);

export const cspReport = onRequest(
  { secrets: [QUOTA_SALT], timeoutSeconds: 30 },
  serve(cspReportEndpoint, services),
);

/**
 * The audience measurement's beacons and accounts' conversions (audience.ts): many small requests,
 * so many at once an instance, and few instances, which bounds the site-wide rate (audience-limits.ts).
 */
export const audience = onRequest(
  { timeoutSeconds: 10, concurrency: 80, maxInstances: AUDIENCE_INSTANCES },
  serve(audienceEndpoint, services),
);

/** The staff page's audience figures (audience-report.ts), from the daily tables. */
export const audienceReport = onRequest(
  { timeoutSeconds: 60 },
  serve(audienceReportEndpoint, services),
);

/** The privacy policy's form that stops or resumes the measurement in a browser. */
export const audienceChoice = onRequest(
  { timeoutSeconds: 10 },
  serve(audienceChoiceEndpoint, services),
);

/**
 * As each UTC day starts, the day that ended loses its salt, and with it every way to tell whose
 * visitor hash was whose: a salt lives a day and minutes, never 48 hours.
 */
export const audienceSaltRotation = onSchedule(
  { schedule: 'every day 00:00', timeZone: 'UTC' },
  async () => {
    const days = await deleteSpentSalts(getDatabase(), Date.now());
    logger.info('audience: spent salts deleted', { days: days.length });
  },
);

/** The CMS's GitHub sign-in (cms-sign-in.ts): a GET, answered with a redirect or a page. */
export const cmsAuth = onRequest(
  { secrets: [CMS_GITHUB_CLIENT_SECRET], timeoutSeconds: 30 },
  async (request, response) => {
    const settings = readSettings(content().site.url);
    const reply = await cmsSignIn(
      { query: request.query as Record<string, unknown>, cookie: request.get('cookie') },
      {
        siteUrl: settings.siteUrl,
        githubClientId: settings.cmsGithubClientId,
        githubClientSecret: () => settings.secret('CMS_GITHUB_CLIENT_SECRET'),
        githubOAuthUrl: settings.cmsGithubOAuthUrl,
      },
      exchangeWithGitHub,
    );
    response.removeHeader('X-Powered-By');
    response.status(reply.status).set(reply.headers).send(reply.body);
  },
);

/** The mail queue (MAIL_QUEUE_FUNCTION): one task per outbox entry, retried with backoff. */
export const deliverMail = onTaskDispatched<MailTask>(
  {
    retryConfig: MAIL_RETRY,
    rateLimits: MAIL_PACE,
    // The salt keys the newsletter entries a confirmation mail creates (newsletter-keys.ts).
    secrets: [SMTP_URL, QUOTA_SALT],
    timeoutSeconds: 60,
  },
  async (request) => {
    const final = request.retryCount + 1 >= MAIL_RETRY.maxAttempts;
    await deliver(services(), request.data.id, { final });
  },
);

/**
 * The letters' fan-out (LETTER_QUEUE_FUNCTION): one task a batch of subscribers, one at a time,
 * each giving its mails tasks in the mail queue (letter-fan-out.ts). A batch takes seconds; its
 * time limit is its task's dispatch deadline (task-queue.ts), past which the queue retries it.
 */
export const fanOutLetter = onTaskDispatched<LetterBatchTask>(
  { retryConfig: LETTER_RETRY, rateLimits: { maxConcurrentDispatches: 1 }, timeoutSeconds: 60 },
  async (request) => {
    await fanOutBatch(letterServices(), request.data);
  },
);

/** Starts each letter whose time has come, once, and resumes a fan-out whose task was lost. */
export const sendLetters = onSchedule({ schedule: 'every 10 minutes' }, async () => {
  const outcome = await runLetterSchedule(letterServices());
  if (outcome.started.length + outcome.resumed.length > 0) logger.info('letters', outcome);
  if (outcome.missed.length > 0) {
    logger.warn('letters found too late to send: give them a new sendAt to send them', {
      missed: outcome.missed,
    });
  }
});

export const outboxSweep = onSchedule({ schedule: 'every 10 minutes' }, async () => {
  const swept = await sweepOutbox(getDatabase(), enqueueMail, Date.now());
  logger.info('outbox sweep', {
    requeued: swept.requeued.length,
    overdue: swept.overdue,
    givenUp: swept.givenUp,
  });
});

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
  { schedule: 'every day 03:00', timeZone: 'Europe/Lisbon', secrets: [QUOTA_SALT] },
  async () => {
    const now = Date.now();
    const deleted = await cleanUp(getDatabase(), now);
    logger.info('clean-up', { deleted: deleted.length });
    await sweepOrphans(getDatabase(), getAuth(), now);
    const rekeyed = await rekeyNewsletter(
      getDatabase(),
      newsletterKey(readSettings(content().site.url)),
    );
    if (rekeyed > 0) logger.info('newsletter entries moved to their keyed ids', { rekeyed });
  },
);
