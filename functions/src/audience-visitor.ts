import { LOCAL_CLIENT, UNVERIFIED_CLIENT } from './client-address';
import { keyedHash } from './hashing';

/**
 * A visitor as the audience measurement knows them: their network, never their address, and
 * their browser's family, never its version. The address is cut to its network at once (an IPv4
 * address to its /24, an IPv6 one to its /48) and nothing keeps the whole of it; the day's
 * visitors are told apart by a keyed hash of those two with the day's salt (audience-salt.ts),
 * which is deleted once the day is over: from then on nobody can tell which hash was whose.
 */
export function truncatedAddress(address: string): string | undefined {
  if (address === LOCAL_CLIENT) return address;
  if (address === UNVERIFIED_CLIENT) return undefined;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (!address.includes(':')) return undefined;
  const [head] = address.split('::');
  const groups = head.split(':').filter(Boolean);
  return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::`;
}

/** The browser's family from its User-Agent, in the order that tells them apart (Edge says Chrome). */
const FAMILIES: [string, RegExp][] = [
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['opera', /\bOPR\//],
  ['samsung', /\bSamsungBrowser\//],
  ['firefox', /\b(?:Firefox|FxiOS)\//],
  ['chrome', /\b(?:Chrome|CriOS)\//],
  ['safari', /\bVersion\/[\d.]+ (?:Mobile\/\w+ )?Safari\//],
];

export const browserFamily = (userAgent: string): string =>
  FAMILIES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';

/** The day's hash of a visitor: one value per network and browser family, that day only. */
export const visitorHash = (salt: string, network: string, family: string): string =>
  keyedHash(salt, `visitor:${network}:${family}`);
