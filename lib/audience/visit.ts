import 'client-only';
import { AUDIENCE_ENTRY_FIELD, NO_ENTRY } from './audience-fields';
import { optedOut } from './choice';

/**
 * The visit as this page's memory knows it, and only its memory: nothing is stored in the
 * browser. The first page of a document whose referrer is another site (or none) is the visit's
 * entry; the client router's later pages keep it, and know the page before them. A page reached
 * by a full load from another page of the site knows where it came from, not where the visit
 * entered.
 */
interface Visit {
  entry?: string;
  previous?: string;
  current?: string;
}

const visit: Visit = {};
let measured = false;

/** Whether this browser asks sites not to follow it: Global Privacy Control, Do Not Track, the opt-out. */
export function refusesMeasurement(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return (
    browser.globalPrivacyControl === true || browser.doNotTrack === '1' || optedOut(document.cookie)
  );
}

/** Whether this page measures the visit: a measured language, and a browser that does not refuse. */
export const measuring = (): boolean => measured && !refusesMeasurement();

/**
 * A page came into view (the document's first, or the client router's next): true when it is
 * the visit's entry. The same page again (a render that changed nothing) changes nothing.
 */
export function enterPage(path: string): boolean {
  measured = true;
  if (visit.current === path) return false;
  if (visit.current !== undefined) {
    visit.previous = visit.current;
    visit.current = path;
    return false;
  }
  const referrer = document.referrer ? new URL(document.referrer) : undefined;
  const fromSite = referrer?.origin === location.origin;
  visit.previous = fromSite ? referrer.pathname : undefined;
  visit.entry = fromSite ? undefined : path;
  visit.current = path;
  return !fromSite;
}

/** The visit's entry page, where known. */
export const visitEntry = (): string | undefined => visit.entry;

/** The page before this one, where known: where a sign-up reached from a link started. */
export const previousPage = (): string | undefined => visit.previous;

/**
 * What a form adds to its request so its function counts the conversion: nothing when this page
 * does not measure the visit, which the function then does not count.
 */
export function audienceEntry(): Record<string, string> {
  return measuring() ? { [AUDIENCE_ENTRY_FIELD]: visit.entry ?? NO_ENTRY } : {};
}

/** A sign-up began, for `role`, on this page view: counted with its beacon. */
export function reportSignUpStart(role: string): void {
  if (measuring()) void import('./beacon').then((beacon) => beacon.signUpStarted(role));
}

/** An account was created or verified here (the account form's outcome), with its ID token. */
export function reportAccount(
  conversion: 'account-created' | 'email-verified',
  idToken: Promise<string>,
  role?: string,
): void {
  if (!measuring()) return;
  void Promise.all([import('./beacon'), idToken])
    .then(([beacon, token]) => beacon.accountConverted(conversion, token, role))
    .catch(() => undefined);
}
