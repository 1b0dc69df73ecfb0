/**
 * The visitor's address as the platform saw it. Every proxy appends the address it received the
 * request from to X-Forwarded-For, and a client can send the header with anything in it, so only
 * the entries the platform's own `trustedHops` proxies appended are believable: the client is the
 * entry `trustedHops` places from the right. Without such an entry, the socket's peer.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - trustedHops] ?? socketAddress ?? 'unknown';
}
