/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import firebaseJson from '../../firebase.json';
import { apiEndpoints } from '../../lib/api-endpoints';
import { authEmulatorUrl, databaseEmulator, PRODUCTION_VARIABLES } from '../../lib/backend.mjs';
import {
  SHARED_DIRECTIVES,
  firebaseTarget,
  headerReportPath,
  injectPolicy,
  metaPolicy,
  pagePolicy,
  parsePolicy,
  serializePolicy,
} from '../../scripts/lib/csp.mjs';
import { attribute, firstElement, parsePage, rewritePage } from '../../scripts/lib/html-tree.mjs';
import { violationListener } from '../../scripts/lib/violation-listener.mjs';

const EMULATORS = firebaseTarget({});
const PRODUCTION = firebaseTarget({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'agora-market.web.app',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL:
    'https://agora-market-default-rtdb.europe-west1.firebasedatabase.app',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'agora-market',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
});

const FIRST = '(self.__next_f=self.__next_f||[]).push([0])';
const SECOND = 'self.__next_f.push([1,"x"])';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  `<script>${FIRST}</script>` +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
  `</head><body><main>Hi</main><script>${SECOND}</script></body></html>`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const REPORT_PATH = apiEndpoints.cspReport;
const LISTENER = violationListener(REPORT_PATH);

/** The page after injectPolicy, written back as the build writes it. */
const injected = (page: string) =>
  rewritePage(page, (tree: unknown) => injectPolicy(tree, EMULATORS, REPORT_PATH));

/** The head's elements, each as its tag name and its one telling attribute or its text. */
const headElements = (html: string) =>
  firstElement(parsePage(html), 'head').childNodes.map(
    (element: { tagName: string; childNodes: { value?: string }[] }) => [
      element.tagName,
      attribute(element, 'charset') ??
        attribute(element, 'http-equiv') ??
        attribute(element, 'href') ??
        attribute(element, 'src') ??
        element.childNodes[0]?.value,
    ],
  );

const policyOf = (html: string) => {
  const policy = metaPolicy(parsePage(html));
  if (!policy) throw new Error('no CSP meta');
  return policy;
};

describe('injectPolicy', () => {
  const html = injected(PAGE);
  const policy = policyOf(html);

  it('hashes exactly the executable inline scripts and its listener, never allowing unsafe-inline', () => {
    const hashes = policy['script-src'].filter((source: string) => source.startsWith("'sha256-"));
    expect(hashes).toEqual([hash(LISTENER), hash(FIRST), hash(SECOND)]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('puts the meta first in <head>, after only the charset, then the violation listener, before any link or script', () => {
    expect(headElements(html).slice(0, 4)).toEqual([
      ['meta', 'utf-8'],
      ['meta', 'Content-Security-Policy'],
      ['script', LISTENER],
      ['link', '/_next/static/chunks/a.css'],
    ]);
  });

  it('is idempotent', () => {
    expect(injected(html)).toBe(html);
  });

  it('allows each inline <style> by its hash, never with unsafe-inline', () => {
    expect(policy['style-src']).toEqual(["'self'"]);
    const css = 'main{color:red}';
    const styled = policyOf(injected(PAGE.replace('</head>', `<style>${css}</style></head>`)));
    expect(styled['style-src']).toEqual(["'self'", hash(css)]);
  });

  it('refuses a style attribute, which only unsafe-inline could allow', () => {
    expect(() => injected(PAGE.replace('<main>', '<main style="color:red">'))).toThrow(
      /style attribute \(use a class\): <main style="color:red">/,
    );
  });
});

describe('pagePolicy targets', () => {
  const policy = (target: typeof EMULATORS) =>
    parsePolicy(serializePolicy(pagePolicy(parsePage(PAGE), target)));
  const emulators = policy(EMULATORS);

  it('reaches the emulators only in an emulator build: Auth, and the database over WebSockets', () => {
    const { host, port } = databaseEmulator({});
    expect(emulators['connect-src']).toEqual([
      "'self'",
      authEmulatorUrl({}),
      `ws://${host}:${port}`,
    ]);
    expect(emulators['frame-src']).toEqual([authEmulatorUrl({})]);
    expect(emulators['upgrade-insecure-requests']).toBeUndefined();
    expect(policy(PRODUCTION)['connect-src']).not.toContain(authEmulatorUrl({}));
  });

  it('follows emulators moved to other ports', () => {
    const moved = firebaseTarget({ AGORA_AUTH_PORT: '9199', AGORA_DATABASE_PORT: '9100' });
    expect(moved.connect).toEqual(['http://127.0.0.1:9199', 'ws://127.0.0.1:9100']);
  });

  it('reaches the configured database host alone, never a wildcard', () => {
    expect(PRODUCTION.connect).toContain(
      'wss://agora-market-default-rtdb.europe-west1.firebasedatabase.app',
    );
    for (const target of [EMULATORS, PRODUCTION]) {
      const wildcards = Object.values(policy(target))
        .flat()
        .filter((source) => source.includes('*'));
      expect(wildcards).toEqual([]);
    }
  });

  it("loads only gapi's loader and its modules from apis.google.com, not the whole host", () => {
    for (const target of [EMULATORS, PRODUCTION]) {
      const google = policy(target)['script-src'].filter((source: string) =>
        source.startsWith('https://apis.google.com'),
      );
      expect(google).toEqual([
        'https://apis.google.com/js/api.js',
        'https://apis.google.com/_/scs/abc-static/_/js/',
      ]);
    }
  });

  it("shows images from the site and Google sign-in's photo host only", () => {
    expect(policy(PRODUCTION)['img-src']).toEqual([
      "'self'",
      'data:',
      'https://lh3.googleusercontent.com',
    ]);
  });

  it('refuses a partial production configuration, naming what is missing', () => {
    const [first, ...missing] = PRODUCTION_VARIABLES;
    expect(() => firebaseTarget({ [first]: 'set' })).toThrow(`missing: ${missing.join(', ')}`);
  });
});

/** The Content-Security-Policy header firebase.json sends for a rule's source. */
function headerPolicy(source: string) {
  const rule = firebaseJson.hosting.headers.find((candidate) => candidate.source === source);
  const header = rule?.headers.find((h) => h.key === 'Content-Security-Policy');
  if (!header) throw new Error(`firebase.json has no Content-Security-Policy for ${source}`);
  return parsePolicy(header.value);
}

describe('firebase.json header policy', () => {
  const policy = headerPolicy('**');

  it('carries frame-ancestors, which a meta tag cannot', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('agrees with the meta policy where they overlap', () => {
    expect(Object.fromEntries(Object.keys(SHARED_DIRECTIVES).map((k) => [k, policy[k]]))).toEqual(
      SHARED_DIRECTIVES,
    );
  });

  it('has no fetch directive that would block what the meta policy allows', () => {
    const fetchDirectives = Object.keys(policy).filter((d) => d.endsWith('-src'));
    expect(fetchDirectives).toEqual(['object-src']);
  });

  it('reports violations to the csp-report endpoint, with and without the Reporting API', () => {
    expect(policy['report-uri']).toEqual([apiEndpoints.cspReport]);
    expect(policy['report-to']).toEqual(['csp']);
    const rule = firebaseJson.hosting.headers.find((candidate) => candidate.source === '**');
    const endpoints = rule?.headers.find((h) => h.key === 'Reporting-Endpoints')?.value;
    expect(endpoints).toBe(`csp="${apiEndpoints.cspReport}"`);
  });

  it("is where the pages' listener reports the page policy's violations", () => {
    expect(headerReportPath(firebaseJson.hosting)).toBe(apiEndpoints.cspReport);
  });
});

/** The rule of the CMS's files: /admin itself and everything below it. */
const ADMIN_RULE = '/admin{,/**}';

describe("Pagefind's files", () => {
  const policy = headerPolicy('/pagefind/**');

  it("allow WebAssembly ('wasm-unsafe-eval') for Pagefind's worker, and nothing else", () => {
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  // Hosting sends the last matching rule's value of a header: this one must stand on its own.
  it('keep what the policy of every other file carries', () => {
    expect(policy).toEqual(expect.objectContaining(headerPolicy('**')));
  });

  it('are, with the CMS, the only files with WebAssembly allowed: no page policy allows it', () => {
    const others = firebaseJson.hosting.headers
      .filter((rule) => rule.source !== '/pagefind/**' && rule.source !== ADMIN_RULE)
      .flatMap((rule) => rule.headers.map((h) => h.value));
    expect(others.filter((value) => value.includes('wasm'))).toEqual([]);
    for (const target of [EMULATORS, PRODUCTION]) {
      expect(serializePolicy(pagePolicy(parsePage(PAGE), target))).not.toMatch(/wasm|unsafe-eval/);
    }
  });
});

describe('The CMS (/admin and below)', () => {
  const policy = headerPolicy(ADMIN_RULE);
  const rule = firebaseJson.hosting.headers.find((candidate) => candidate.source === ADMIN_RULE);

  it('reaches no host but the site and GitHub’s API', () => {
    const hosts = Object.values(policy)
      .flat()
      .filter((source) => /^(https?:|[\w*-]+\.)/.test(source));
    expect([...new Set(hosts)]).toEqual(['https://api.github.com']);
    expect(policy['connect-src']).toContain('https://api.github.com');
  });

  it('runs its own scripts and WebAssembly only: no inline script, no eval', () => {
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  // Hosting sends the last matching rule's value of a header: this one must stand on its own.
  it('keeps the framing, plugin, base and report rules of every other file', () => {
    const base = headerPolicy('**');
    for (const directive of [
      'frame-ancestors',
      'object-src',
      'base-uri',
      'report-uri',
      'report-to',
    ]) {
      expect({ directive, value: policy[directive] }).toEqual({
        directive,
        value: base[directive],
      });
    }
  });

  it('keeps search engines out', () => {
    expect(rule?.headers).toContainEqual({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  });
});
