/**
 * What the functions read from their environment, read on every request so tests can change it.
 * Secrets (SMTP_URL, QUOTA_SALT) reach the environment from Secret Manager in production and
 * from functions/.secret.local in the emulator; the rest are plain variables with production
 * defaults, which the emulator's settings (functions/.env.demo-agora) lower or switch off.
 */
export type Endpoint =
  'contact' | 'newsletter' | 'newsletterLink' | 'cspReport' | 'mailEvents' | 'letterTest';
export type QuotaScope = 'client' | 'email' | 'global';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of quota counts for: a visitor's hour, an address's day, the site's day. */
export const QUOTA_WINDOWS: Record<QuotaScope, number> = { client: HOUR, email: DAY, global: DAY };

/**
 * Accepted requests per window in production; QUOTA_<ENDPOINT>_<SCOPE> overrides each. `global`
 * is the site-wide count past which every visitor gets the `degraded` per-visitor limit (the one
 * a request Hosting did not forward always gets): quotas.ts.
 */
export const QUOTA_LIMITS: Record<Endpoint, Record<QuotaScope | 'degraded', number>> = {
  contact: { client: 5, email: 5, global: 500, degraded: 1 },
  // An address's requests are not counted (newsletter.ts): its mails are.
  newsletter: { client: 5, email: 3, global: 500, degraded: 1 },
  // A newsletter link's refusals only (an unknown id, a wrong token), per visitor: a mail
  // provider's one-click unsubscribes come from few addresses and are never refused, while a
  // sender who guesses links gets this many guesses an hour. Its other scopes are not counted.
  newsletterLink: { client: 10, email: 10, global: 10, degraded: 10 },
  // A broken policy shows in its first reports; the site's day bounds the log. A report names
  // no e-mail address, so its `email` quota is never taken (csp-report.ts).
  cspReport: { client: 30, email: 30, global: 2000, degraded: 5 },
  // The mail provider's reports refused (unsigned, stale, a token used before): the site's day
  // bounds their warnings in the log, since anyone may post them. Nothing else is counted.
  mailEvents: { client: 20, email: 20, global: 20, degraded: 20 },
  // A staff account's test mails an hour (letter-test.ts), counted under `client` by its uid: an
  // editor reads a letter in a few, and a stolen session sends no more. Nothing else is counted.
  letterTest: { client: 5, email: 5, global: 5, degraded: 5 },
};

export interface Settings {
  /** Refuse requests without a valid, unused App Check token. */
  appCheckEnforced: boolean;
  /** Proxies of the platform that append to X-Forwarded-For (see clientAddress). */
  trustedProxyHops: number;
  /** A forwarded request without X-Forwarded-For is this machine's (the Hosting emulator's). */
  localClientForwarded: boolean;
  /** Where the e-mails' links point: the site's own origin. */
  siteUrl: string;
  quotaLimit(endpoint: Endpoint, scope: QuotaScope | 'degraded'): number;
  /** How long the mail server may take to connect, greet and answer, each. */
  smtpTimeoutMs: number;
  /** The GitHub OAuth app the CMS's editors sign in with; empty where none is set up. */
  cmsGithubClientId: string;
  /**
   * Where that app's sign-in and code exchange are: GitHub's, and in the emulators a stand-in
   * (CMS_GITHUB_OAUTH_URL, scripts/lib/github-sign-in-stand-in.mjs), so the round trip is tested.
   */
  cmsGithubOAuthUrl: string;
  /** Read when needed, so a missing secret fails that request with a clear log line. */
  secret(
    name: 'SMTP_URL' | 'QUOTA_SALT' | 'CMS_GITHUB_CLIENT_SECRET' | 'MAIL_WEBHOOK_SIGNING_KEY',
  ): string;
}

/** GitHub's OAuth endpoints are under this origin: /login/oauth/authorize and /access_token. */
const GITHUB_OAUTH_URL = 'https://github.com';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false`);
  return raw === 'true';
}

/** `defaultSiteUrl` is the site's address from content/site.yaml. */
export function readSettings(defaultSiteUrl: string): Settings {
  // The emulators cannot verify App Check tokens (they would need Google's keys), so enforcement
  // is off there unless a test turns it on; deployed, it is on unless explicitly turned off.
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true';
  return {
    appCheckEnforced: flag('APP_CHECK_ENFORCED', !emulated),
    // Deployed, X-Forwarded-For ends "<client>, <Hosting's proxy>" (client-address.ts).
    trustedProxyHops: positiveInteger('TRUSTED_PROXY_HOPS', 2),
    // Deployed, Hosting always appends to X-Forwarded-For; only its emulator does not.
    localClientForwarded: flag('LOCAL_CLIENT_FORWARDED', emulated),
    siteUrl: (process.env.SITE_URL || defaultSiteUrl).replace(/\/$/, ''),
    quotaLimit: (endpoint, scope) =>
      positiveInteger(
        `QUOTA_${endpoint.toUpperCase()}_${scope.toUpperCase()}`,
        QUOTA_LIMITS[endpoint][scope],
      ),
    smtpTimeoutMs: positiveInteger('SMTP_TIMEOUT_SECONDS', 10) * 1000,
    cmsGithubClientId: process.env.CMS_GITHUB_CLIENT_ID ?? '',
    // Deployed, only GitHub's: a setting cannot send an editor's sign-in elsewhere.
    cmsGithubOAuthUrl: (emulated && process.env.CMS_GITHUB_OAUTH_URL) || GITHUB_OAUTH_URL,
    secret(name) {
      const value = process.env[name];
      if (!value) throw new Error(`The secret ${name} is not set`);
      return value;
    },
  };
}
