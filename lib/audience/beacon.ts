import 'client-only';
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution';
import { apiEndpoints } from '../api-endpoints';
import { deviceOf, type Beacon, type Metric } from './audience-fields';
import { sourceOf } from './sources';
import { measuring, previousPage, visitEntry } from './visit';

/**
 * The beacon, loaded after the page's load event: one request per page view, sent with
 * sendBeacon when the page view ends (the client router moves on, or the page is hidden), holding
 * the page, where the visit came from, the device class, the Web Vitals of the page's load with
 * the element each blames, and a sign-up started there. Nothing is read from or written to the
 * browser's storage, and nothing is sent when the browser refuses measurement.
 */
interface View {
  beacon: Beacon;
  sent: boolean;
}

const views: View[] = [];

function send(view: View) {
  if (view.sent || !measuring()) return;
  view.sent = true;
  const entry = visitEntry();
  navigator.sendBeacon(
    apiEndpoints.audience,
    JSON.stringify({ ...view.beacon, ...(entry ? { visitEntry: entry } : {}) }),
  );
}

function endAll() {
  for (const view of views) send(view);
}

/**
 * Each metric as the library reports it, into the first page view: only a full load has them.
 * CLS is a score, kept to four decimals; the others whole milliseconds.
 */
function watchVitals(view: View) {
  const record = (metric: MetricWithAttribution) => {
    const name = metric.name.toLowerCase() as Metric;
    const value = name === 'cls' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
    (view.beacon.vitals ??= {})[name] = value;
    const target =
      metric.name === 'LCP'
        ? metric.attribution.target
        : metric.name === 'INP'
          ? metric.attribution.interactionTarget
          : metric.name === 'CLS'
            ? metric.attribution.largestShiftTarget
            : undefined;
    if (target && (name === 'lcp' || name === 'inp' || name === 'cls')) {
      (view.beacon.targets ??= {})[name] = target;
    }
  };
  for (const watch of [onLCP, onINP, onCLS, onFCP, onTTFB]) watch(record);
}

/**
 * A page came into view. The page view before it, if the client router showed it, is over and
 * its beacon goes now; the document's first waits for the page to be hidden, when its vitals are
 * in (the library reports them on the same event, to listeners it added first).
 */
export function viewPage(path: string, entry: boolean): void {
  const current = views.at(-1);
  if (current?.beacon.page === path) return;
  if (current && current !== views[0]) send(current);
  const view: View = {
    beacon: {
      page: path,
      source: views.length === 0 ? sourceOf(document.referrer, location.origin) : 'internal',
      device: deviceOf(innerWidth),
      entry,
    },
    sent: false,
  };
  views.push(view);
  if (views.length === 1) {
    watchVitals(view);
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && endAll());
    addEventListener('pagehide', endAll);
  }
}

/** A sign-up began on this page view, for `role`: from the page that led here (a "Join as" link). */
export function signUpStarted(role: string): void {
  const view = views.at(-1);
  if (!view || view.beacon.signUp) return;
  view.beacon.signUp = { role, from: previousPage() ?? view.beacon.page };
}

/**
 * An account was created, or its address verified, here: reported at once (the page may be left
 * the moment it is done) with the account's ID token, which the function checks and forgets.
 */
export function accountConverted(
  conversion: 'account-created' | 'email-verified',
  idToken: string,
  role?: string,
): void {
  if (!measuring()) return;
  const page = location.pathname;
  void fetch(apiEndpoints.audience, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      page,
      conversion,
      role,
      from: views.findLast((view) => view.beacon.signUp)?.beacon.signUp?.from ?? previousPage(),
      visitEntry: visitEntry(),
    }),
  }).catch(() => undefined);
}
