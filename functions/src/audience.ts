import {
  ACCOUNT_CONVERSIONS,
  DEVICES,
  MAX_BEACON_BYTES,
  METRICS,
  SOURCES,
  TARGETED_METRICS,
} from '../../lib/audience/audience-fields';
import { localeOfPath } from '../../lib/i18n/paths';
import { roles } from '../../lib/roles';
import { countable, fromSite } from './audience-consent';
import { measuredPage } from './audience-conversions';
import { RateLimits } from './audience-limits';
import type { AudienceRow } from './audience-rows';
import { daySalt, utcDay } from './audience-salt';
import { browserFamily, truncatedAddress, visitorHash } from './audience-visitor';
import { visitorAddress } from './client-address';
import { collections } from './database-paths';
import { endpoint, refuse, type IncomingRequest, type Reply } from './endpoint';
import { keyedHash } from './hashing';
import { rateLimited } from './quotas';
import { BEACON_TYPE, JSON_TYPE } from './request-body';
import type { AudienceServices } from './services';

/** The answer to every beacon, counted or not: the browser reads nothing from it. */
const DONE: Reply = { status: 204 };

/** Web Vitals past these are no real page's (a minute; a layout shift score of 10). */
const LIMITS: Record<(typeof METRICS)[number], number> = {
  lcp: 60_000,
  inp: 60_000,
  fcp: 60_000,
  ttfb: 60_000,
  cls: 10,
};

/** A CSS selector as web-vitals names an element: printable ASCII, cut to this length. */
const MAX_TARGET = 100;

/** How long after signing in an account's creation may still be reported. */
const FRESH_ACCOUNT_MS = 10 * 60_000;

const limits = new RateLimits();

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function vitalsOf(body: Record<string, unknown>): Partial<AudienceRow & { kind: 'view' }> {
  const vitals = isRecord(body.vitals) ? body.vitals : {};
  const targets = isRecord(body.targets) ? body.targets : {};
  const read: Record<string, number | string> = {};
  for (const metric of METRICS) {
    const value = vitals[metric];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      read[metric] = Math.min(value, LIMITS[metric]);
    }
  }
  for (const metric of TARGETED_METRICS) {
    const target = targets[metric];
    if (typeof target === 'string' && /^[\x20-\x7e]+$/.test(target) && metric in read) {
      read[`${metric}_target`] = target.slice(0, MAX_TARGET);
    }
  }
  return read;
}

/**
 * An account's conversion, reported by the sign-up form once the sign-in service has answered:
 * counted only with the account's own ID token (its signature checked, the account record never
 * read), an account created within the last minutes, an address the service calls verified,
 * and once a day per account. What proves it once is a hash of the account with the day's salt,
 * deleted with the salt: the day after, nobody can tell whose it was.
 */
async function accountConversions(
  request: IncomingRequest,
  body: Record<string, unknown>,
  page: string,
  services: AudienceServices,
  now: number,
): Promise<AudienceRow[]> {
  const token = /^Bearer (\S+)$/.exec(request.header('authorization') ?? '')?.[1];
  if (!token || !oneOf(ACCOUNT_CONVERSIONS, body.conversion)) return [];
  const account = await services.verifyAccountToken(token).catch(() => undefined);
  if (!account) return [];
  const kinds: string[] = [];
  if (body.conversion === 'account-created' && now - account.authTime * 1000 <= FRESH_ACCOUNT_MS) {
    kinds.push('account-created');
  }
  // An address proved at creation (a Google account) is verified along with it.
  if (account.emailVerified && (kinds.length > 0 || body.conversion === 'email-verified')) {
    kinds.push('email-verified');
  }
  const salt = await daySalt(services.db, now);
  const role = oneOf(roles, body.role) ? body.role : undefined;
  const [startPage, entryPage] = await Promise.all([
    measuredPage(services, body.from),
    measuredPage(services, body.visitEntry),
  ]);
  const rows: AudienceRow[] = [];
  for (const conversion of kinds) {
    const once = `${collections.audienceOnce}/${utcDay(now)}/${keyedHash(salt, `${conversion}:${account.uid}`)}`;
    const claimed = await services.db.ref(once).transaction((seen) => (seen ? undefined : true));
    if (!claimed.committed) continue;
    rows.push({
      kind: 'conversion',
      conversion,
      locale: localeOfPath(page),
      role,
      start_page: startPage ?? page,
      entry_page: entryPage,
    });
  }
  return rows;
}

/**
 * POST /api/audience: one page view's beacon (navigator.sendBeacon, text/plain JSON), or an
 * account's conversion (fetch, with its ID token). Refused: a request from another origin, a
 * body past MAX_BEACON_BYTES, a page the site does not measure, a visitor past their minute's
 * beacons. Not counted, and answered the same: a crawler, a browser that asks not to be, a
 * request that did not come through Hosting. The address is cut to its network at once and only
 * the day's keyed hash of it and the browser's family is kept. No App Check: a beacon sent as
 * the page is hidden cannot wait for a token.
 */
export const audience = endpoint<AudienceServices>(
  { accepts: [BEACON_TYPE, JSON_TYPE], appCheck: false },
  async ({ request, body }, services) => {
    const { settings } = services;
    if (!fromSite(request, settings.siteUrl)) return refuse(403, 'cross-origin');
    if (JSON.stringify(body).length > MAX_BEACON_BYTES) {
      return refuse(413, 'too-large', { maxBytes: MAX_BEACON_BYTES });
    }
    if (!countable(request)) return DONE;
    const network = truncatedAddress(visitorAddress(request, settings));
    if (!network) return DONE;
    const family = browserFamily(request.header('user-agent')!);
    const now = services.now();
    if (!limits.take(`${network} ${family}`, now)) return rateLimited(60, now);

    const { pages } = await services.audiencePages(settings.siteUrl);
    const page = body.page;
    if (typeof page !== 'string' || !Object.hasOwn(pages, page)) {
      return refuse(400, 'invalid-beacon', { field: 'page' });
    }
    if (body.conversion !== undefined) {
      services.writeAudienceRows(await accountConversions(request, body, page, services, now));
      return DONE;
    }
    if (!oneOf(SOURCES, body.source) || !oneOf(DEVICES, body.device)) {
      return refuse(400, 'invalid-beacon', {
        field: oneOf(SOURCES, body.source) ? 'device' : 'source',
      });
    }
    if (typeof body.entry !== 'boolean') return refuse(400, 'invalid-beacon', { field: 'entry' });

    const locale = localeOfPath(page);
    const salt = await daySalt(services.db, now);
    const rows: AudienceRow[] = [
      {
        kind: 'view',
        locale,
        page,
        template: pages[page],
        device: body.device,
        source: body.source,
        entry: body.entry,
        visitor: visitorHash(salt, network, family),
        ...vitalsOf(body),
      },
    ];
    const signUp = isRecord(body.signUp) ? body.signUp : undefined;
    if (signUp && oneOf(roles, signUp.role)) {
      rows.push({
        kind: 'conversion',
        conversion: 'sign-up-started',
        locale,
        role: signUp.role,
        start_page: (await measuredPage(services, signUp.from)) ?? page,
        entry_page: await measuredPage(services, body.visitEntry),
      });
    }
    services.writeAudienceRows(rows);
    return DONE;
  },
);
