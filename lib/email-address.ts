// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * What the site takes as an e-mail address: one plain addr-spec, `local@domain`, nothing around
 * it. Mailers also deliver `"v"@x.com`, `(c)v@x.com`, `v@x.com(z)`, `x:v@x.com;` or `v@x.com,` to
 * v@x.com, so accepting those would let one person count as many addresses (quotas, newsletter
 * entries) and use another's address as a key: quoted local parts, comments, display names,
 * groups and list separators are all refused.
 *
 * - local part: a dot-atom of RFC 5322 atext (letters, digits and !#$%&'*+/=?^_`{|}~-, in runs
 *   joined by single dots), at most 64 characters; ASCII only, as the mailer sends no SMTPUTF8;
 * - domain: two or more labels joined by dots, each of letters, digits and inner hyphens, at most
 *   63 characters; letters may be any script's (a Unicode domain), or its punycode (xn--…);
 * - at most 254 characters in all.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL_END = '[\\p{L}\\p{M}\\p{Nd}]';
const LABEL = `${LABEL_END}(?:[\\p{L}\\p{M}\\p{Nd}-]{0,61}${LABEL_END})?`;
const ADDR_SPEC = new RegExp(`^(?=.{1,64}@)${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');

export const MAX_EMAIL_LENGTH = 254;

/** Whether `value`, trimmed, is one plain address. */
export function isPlainAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= MAX_EMAIL_LENGTH && ADDR_SPEC.test(address);
}

/**
 * The one form of an address that every key is made of (quota keys, newsletter entries, the
 * messages erasure looks for): trimmed and lower-cased whole, its domain in ASCII. Strictly only
 * the domain is case-insensitive, but Firebase Auth keeps its users' addresses lower-cased, so
 * erasure can only match the account's address to what was stored if the local part is
 * lower-cased too; mail providers treat local parts without regard to case in practice. A Unicode
 * domain and its punycode (`münchen.example`, `xn--mnchen-3ya.example`) are one mailbox, and the
 * mailer, which sends no SMTPUTF8, needs the ASCII form anyway.
 */
export function canonicalEmail(value: string): string {
  const address = value.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at)}@${asciiDomain(address.slice(at + 1))}`;
}

/** A domain in ASCII, as browsers and Node both map it (IDNA, through the URL parser). */
function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    // Not a host at all: isPlainAddress refuses it before it is ever a key.
    return domain;
  }
}
