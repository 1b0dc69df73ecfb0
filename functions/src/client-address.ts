import type { IncomingRequest } from './endpoint';
import type { Settings } from './settings';

/**
 * The visitor's address as the platform saw it, or UNVERIFIED_CLIENT when the request does not
 * have the shape of one Hosting forwarded.
 *
 * Hosting forwards a request to a function with X-Forwarded-Host and X-Original-Url, and every
 * proxy on the way appends the address it received the request from to X-Forwarded-For. A client
 * can send X-Forwarded-For with anything in it, so only the entries the platform's own
 * `trustedHops` proxies appended are believable: the client is the entry `trustedHops` places from
 * the right. A request without Hosting's headers, or with fewer entries than Hosting's proxies
 * append, came another way (the function's own address): its entries say nothing, and every such
 * request shares one address, whose quota is the strictest (quotas.ts).
 *
 * The Hosting emulator forwards with Hosting's headers but appends nothing to X-Forwarded-For,
 * and the Functions emulator hands the request to the function over a local socket, which has no
 * address: where the settings say so (the emulators), a forwarded request without the header is
 * this machine's, LOCAL_CLIENT, an ordinary visitor and not the unverified client.
 */
export const UNVERIFIED_CLIENT = 'unverified';

/** The visitor a local browser is, in the emulators. */
export const LOCAL_CLIENT = 'local';

export interface ForwardingHeaders {
  forwardedFor?: string;
  forwardedHost?: string;
  originalUrl?: string;
  /** Who a forwarded request without `forwardedFor` is from, where the settings say (LOCAL_CLIENT). */
  unforwardedClient?: string;
}

export function clientAddress(headers: ForwardingHeaders, trustedHops: number): string {
  if (!headers.forwardedHost || !headers.originalUrl) return UNVERIFIED_CLIENT;
  if (headers.forwardedFor === undefined && headers.unforwardedClient)
    return headers.unforwardedClient;
  const entries = (headers.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedHops) return UNVERIFIED_CLIENT;
  return entries[entries.length - trustedHops];
}

/** The visitor's address for a request, from its headers by the names Hosting and its proxies use. */
export const visitorAddress = (request: IncomingRequest, settings: Settings) =>
  clientAddress(
    {
      forwardedFor: request.header('x-forwarded-for'),
      forwardedHost: request.header('x-forwarded-host'),
      originalUrl: request.header('x-original-url'),
      unforwardedClient: settings.localClientForwarded ? LOCAL_CLIENT : undefined,
    },
    settings.trustedProxyHops,
  );
