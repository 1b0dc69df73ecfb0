// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * What a beacon and a conversion may say, for the browser that sends them and the function that
 * reads them: every value a closed list, so no row holds free text a visitor typed.
 */

/** Where a visit came from, from the referrer's host alone: its path and query are never read. */
export const SOURCES = ['search', 'social', 'other', 'direct', 'internal'] as const;
export type Source = (typeof SOURCES)[number];

/** The device class, from the viewport's width at the site's own breakpoints (md, lg). */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export const deviceOf = (width: number): Device =>
  width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';

/** The Core Web Vitals a page view reports: milliseconds, but CLS (a score). */
export const METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type Metric = (typeof METRICS)[number];

/** The metrics whose worst element the beacon names (a CSS selector the library builds). */
export const TARGETED_METRICS = ['lcp', 'inp', 'cls'] as const satisfies readonly Metric[];

/** The steps of the funnel; the first is the browser's, the others the functions'. */
export const CONVERSIONS = [
  'sign-up-started',
  'account-created',
  'email-verified',
  'newsletter-asked',
  'newsletter-confirmed',
  'contact-sent',
] as const;
export type Conversion = (typeof CONVERSIONS)[number];

/** What the sign-up form reports once the sign-in service has answered (with the ID token). */
export const ACCOUNT_CONVERSIONS = ['account-created', 'email-verified'] as const;

/** A page view, as the beacon sends it: one request per page view. */
export interface Beacon {
  page: string;
  source: Source;
  device: Device;
  /** The first page of a visit: a page the visitor came to from elsewhere, or from nowhere. */
  entry: boolean;
  vitals?: Partial<Record<Metric, number>>;
  targets?: Partial<Record<(typeof TARGETED_METRICS)[number], string>>;
  /** A sign-up started on this page view: its audience, the page it started from. */
  signUp?: { role: string; from: string };
  /** The visit's entry page, where this page view knows it. */
  visitEntry?: string;
}

/** What a form sends for its conversion (a site path, or NO_ENTRY), only when it is measured. */
export const AUDIENCE_ENTRY_FIELD = 'audienceEntry';
export const NO_ENTRY = 'none';
export const AUDIENCE_ENTRY = /^(\/[a-z0-9\-/]{0,200}|none)$/;

/** The beacon's limit, far above a real one (a few hundred bytes), checked before it is read. */
export const MAX_BEACON_BYTES = 2048;

/** The cookie the privacy policy's form sets to stop the measurement in this browser. */
export const OPT_OUT_COOKIE = 'agora-audience';
export const OPT_OUT_VALUE = 'off';
