/**
 * @jest-environment node
 */
import { MAX_REPORTS, MAX_TEXT, violationsIn } from '@/functions/src/csp-violations';

/** What a browser's report-uri (and the pages' listener) posts. */
const CSP_REPORT = {
  'csp-report': {
    'document-uri': 'https://agora.example/newsletter/confirm?id=abc&token=secret#top',
    referrer: 'https://mail.example/inbox?u=ana',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://apis.google.com/js/platform.js?onload=x',
    'line-number': 3,
    'column-number': 120,
    'source-file': 'https://agora.example/_next/static/chunks/auth.js?v=2',
    'status-code': 200,
    'script-sample': 'secret sample',
  },
};

/** What the Reporting API (report-to) posts: an array of reports of any type. */
const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://agora.example/account',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://agora.example/account?mode=signIn',
      referrer: '',
      blockedURL: 'wss://s-euw1b-nss-201.europe-west1.firebasedatabase.app/.ws?v=5&ns=x',
      effectiveDirective: 'connect-src',
      originalPolicy: "connect-src 'self'",
      sourceFile: 'https://agora.example/_next/static/chunks/db.js',
      sample: '',
      disposition: 'report',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 9,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://agora.example/', body: { id: 'x' } },
];

describe('violation reports', () => {
  test("report-uri's format: the page without its query, the directive, where the blocked came from", () => {
    expect(violationsIn(CSP_REPORT)).toEqual([
      {
        document: 'https://agora.example/newsletter/confirm',
        directive: 'script-src-elem',
        blocked: 'https://apis.google.com',
        disposition: 'enforce',
        sourceFile: 'https://agora.example/_next/static/chunks/auth.js',
        line: 3,
      },
    ]);
  });

  test("the Reporting API's format: its CSP violations only", () => {
    expect(violationsIn(REPORTING_API)).toEqual([
      {
        document: 'https://agora.example/account',
        directive: 'connect-src',
        blocked: 'wss://s-euw1b-nss-201.europe-west1.firebasedatabase.app',
        disposition: 'report',
        sourceFile: 'https://agora.example/_next/static/chunks/db.js',
        line: 1,
      },
    ]);
  });

  test.each([
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['data:image/png;base64,AAAA', 'data:'],
    ['blob:https://agora.example/6f1e', 'https://agora.example'],
    ['', 'unknown'],
    ['<script>alert(1)</script>', 'unknown'],
  ])('names a blocked %j as %j', (blockedUri, blocked) => {
    const report = { 'csp-report': { ...CSP_REPORT['csp-report'], 'blocked-uri': blockedUri } };
    expect(violationsIn(report)[0].blocked).toBe(blocked);
  });

  test('a CSP2 browser names the directive with its sources: the name alone is kept', () => {
    const older: Record<string, unknown> = { ...CSP_REPORT['csp-report'] };
    delete older['effective-directive'];
    const report = { 'csp-report': { ...older, 'violated-directive': "img-src 'self' data:" } };
    expect(violationsIn(report)[0].directive).toBe('img-src');
  });

  test(`cuts every text to ${MAX_TEXT} characters and keeps no other field`, () => {
    const long = `https://agora.example/${'a'.repeat(5000)}`;
    const report = {
      'csp-report': {
        ...CSP_REPORT['csp-report'],
        'document-uri': long,
        'source-file': long,
        'blocked-uri': `https://${'b'.repeat(250)}.example/x`,
      },
    };
    const [violation] = violationsIn(report);
    expect(violation.document).toHaveLength(MAX_TEXT);
    expect(violation.sourceFile).toHaveLength(MAX_TEXT);
    expect(violation.blocked.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(Object.keys(violation).sort()).toEqual(
      ['blocked', 'directive', 'disposition', 'document', 'line', 'sourceFile'].sort(),
    );
  });

  test('drops what it cannot trust: a directive that is no name, a line that is no number', () => {
    const report = {
      'csp-report': {
        ...CSP_REPORT['csp-report'],
        'effective-directive': 'x'.repeat(100),
        'violated-directive': 'img-src',
        'line-number': '3; DROP',
        'source-file': 42,
      },
    };
    expect(violationsIn(report)).toEqual([
      {
        document: 'https://agora.example/newsletter/confirm',
        directive: 'img-src',
        blocked: 'https://apis.google.com',
        disposition: 'enforce',
      },
    ]);
  });

  test(`keeps at most ${MAX_REPORTS} reports of one request`, () => {
    const batch = Array.from({ length: MAX_REPORTS + 5 }, () => REPORTING_API[0]);
    expect(violationsIn(batch)).toHaveLength(MAX_REPORTS);
  });

  test.each([
    ['no report at all', {}],
    ['a report without its page', { 'csp-report': { 'effective-directive': 'img-src' } }],
    ['a report without its directive', { 'csp-report': { 'document-uri': 'https://a.example/' } }],
    ['a report that is not an object', { 'csp-report': 'img-src' }],
    ['a batch of other reports', [REPORTING_API[1]]],
    ['a batch of anything', [null, 1, 'x', { type: 'csp-violation' }]],
  ])('finds none in %s', (_what, body) => {
    expect(violationsIn(body)).toEqual([]);
  });
});
