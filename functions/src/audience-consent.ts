import { isbot } from 'isbot';
import type { IncomingRequest } from './endpoint';

/**
 * Whether a request may be counted at all: not when the browser asks sites not to (Global
 * Privacy Control's Sec-GPC, Do Not Track's DNT), and not from a crawler (isbot's patterns, or no
 * User-Agent at all). The browser checks the first two itself and sends nothing; the functions
 * check again, for what reaches them anyway.
 */
export function countable(request: IncomingRequest): boolean {
  if (request.header('sec-gpc') === '1' || request.header('dnt') === '1') return false;
  const userAgent = request.header('user-agent') ?? '';
  return userAgent !== '' && !isbot(userAgent);
}

/**
 * Whether a request comes from one of the site's own pages: its Origin is the site's, and the
 * browser's Sec-Fetch-Site, where it sends one, says same-origin. A beacon carries both.
 */
export function fromSite(request: IncomingRequest, siteUrl: string): boolean {
  const origin = request.header('origin');
  const site = request.header('sec-fetch-site');
  if (origin === undefined && site === undefined) return false;
  return (
    (origin === undefined || origin === new URL(siteUrl).origin) &&
    (site === undefined || site === 'same-origin')
  );
}
