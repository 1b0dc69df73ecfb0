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
 */
export const UNVERIFIED_CLIENT = 'unverified';

export interface ForwardingHeaders {
  forwardedFor?: string;
  forwardedHost?: string;
  originalUrl?: string;
}

export function clientAddress(headers: ForwardingHeaders, trustedHops: number): string {
  if (!headers.forwardedHost || !headers.originalUrl) return UNVERIFIED_CLIENT;
  const entries = (headers.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedHops) return UNVERIFIED_CLIENT;
  return entries[entries.length - trustedHops];
}

/** The forwarding headers of a request, by the names Hosting and its proxies use. */
export const forwardingHeaders = (header: (name: string) => string | undefined) => ({
  forwardedFor: header('x-forwarded-for'),
  forwardedHost: header('x-forwarded-host'),
  originalUrl: header('x-original-url'),
});
