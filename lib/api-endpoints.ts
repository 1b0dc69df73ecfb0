// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * The site's server endpoints, on its own origin: firebase.json rewrites each path to the Cloud
 * Function exported under the same name (functions/src/index.ts). Each takes a POST, except the
 * CMS's sign-in, which a popup visits.
 */
export const apiEndpoints = {
  contact: '/api/contact',
  newsletterSubscribe: '/api/newsletter',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  /** Content-Security-Policy violations, from the browser and the pages' listener. */
  cspReport: '/api/csp-report',
  /** The CMS's GitHub sign-in (functions/src/cms-sign-in.ts). */
  cmsAuth: '/api/cms-auth',
  /** The mail provider's signed reports of bounces and complaints (functions/src/mail-events.ts). */
  mailEvents: '/api/mail-events',
  /** A letter's mail to a staff account's own address (functions/src/letter-test.ts). */
  letterTest: '/api/letter-test',
  /** Each page view's beacon, and an account's conversion (functions/src/audience.ts). */
  audience: '/api/audience',
  /** The staff page's audience figures (functions/src/audience-report.ts). */
  audienceReport: '/api/audience-report',
  /** The privacy policy's form: stop or resume measuring this browser (audience-choice.ts). */
  audienceChoice: '/api/audience-choice',
} as const;

/**
 * The request header that carries an App Check token (in production, the contact, subscribe and
 * confirm endpoints refuse a request without a valid, unused one).
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
