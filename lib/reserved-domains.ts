/**
 * Domains kept for examples and tests (RFC 2606 and RFC 6761): nothing sent to them arrives, so a
 * production build must not put them where a visitor or a mail server will use them.
 */
const reserved = [
  'example',
  'test',
  'invalid',
  'localhost',
  'example.com',
  'example.net',
  'example.org',
];

/** Whether `domain` is one of those or below one of them ("agora.example", "mail.example.com"). */
export function isReservedDomain(domain: string): boolean {
  const name = domain.toLowerCase().replace(/\.$/, '');
  return reserved.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
