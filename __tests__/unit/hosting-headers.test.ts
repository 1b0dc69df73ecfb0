/**
 * @jest-environment node
 */
// Headers firebase.json sends beside the policies (csp.test.ts checks those). Hosting sends, of
// each header, the value of the last rule that matches a path.
import firebaseJson from '../../firebase.json';

const rules = firebaseJson.hosting.headers;

/** The value the rule for `source` gives `key`, if it names that header. */
const valueOf = (source: string, key: string) =>
  rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === key)?.value;

describe('firebase.json headers', () => {
  // Nothing the site serves is for other sites' pages to load: no page embeds its images or
  // scripts. Social networks fetch the pages' card images with their own crawlers, which are not
  // browsers and do not apply this header, so the cards still show.
  it('keeps every file to pages of its own origin (Cross-Origin-Resource-Policy)', () => {
    expect(valueOf('**', 'Cross-Origin-Resource-Policy')).toBe('same-origin');
    const overriding = rules.filter(
      (rule) =>
        rule.source !== '**' &&
        rule.headers.some((header) => header.key === 'Cross-Origin-Resource-Policy'),
    );
    expect(overriding).toEqual([]);
  });

  it('lets no cache keep an /api answer, after the rule for every file says no-cache', () => {
    expect(valueOf('/api/**', 'Cache-Control')).toBe('no-store');
    const order = rules.map((rule) => rule.source);
    expect(order.indexOf('/api/**')).toBeGreaterThan(order.indexOf('**'));
  });

  it('marks the CMS sign-in private as well, after the /api rule: Hosting drops Set-Cookie otherwise', () => {
    expect(valueOf('/api/cms-auth', 'Cache-Control')).toBe('private, no-store');
    const order = rules.map((rule) => rule.source);
    expect(order.indexOf('/api/cms-auth')).toBeGreaterThan(order.indexOf('/api/**'));
  });
});
