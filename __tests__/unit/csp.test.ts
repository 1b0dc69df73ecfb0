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
import { INLINE_MARK } from '../../lib/inline-mark.mjs';
import { markdownToHtml } from '../../lib/markdown';
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
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});';
const OWN = 'document.documentElement.dataset.x="1"';
/** The mark the build's own inline elements carry where they are written. */
const MARKED = `${INLINE_MARK}=""`;
/**
 * A page as Next writes it, `main` in its <main>: the build's own script and structured data
 * marked in <head>, Next's bootstrap at the end of <body>.
 */
const pageWith = (main: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  `<script ${MARKED}>${OWN}</script>` +
  `<script ${MARKED} type="application/ld+json">{"@context":"https://schema.org"}</script>` +
  `</head><body><main>${main}</main><script>${FIRST}</script><script>${SECOND}</script>` +
  `<script id="_R_">${TURBOPACK}</script></body></html>`;
const PAGE = pageWith('Hi');

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

const hashesOf = (sources: string[]) => sources.filter((source) => source.startsWith("'sha256-"));

describe('injectPolicy', () => {
  const html = injected(PAGE);
  const policy = policyOf(html);

  it("hashes exactly the build's executable inline scripts, its listener and Next's bootstrap, never allowing unsafe-inline", () => {
    expect(hashesOf(policy['script-src'])).toEqual([
      hash(LISTENER),
      hash(OWN),
      hash(FIRST),
      hash(SECOND),
      hash(TURBOPACK),
    ]);
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

  it('takes the marks off, so a second run refuses the page', () => {
    expect(html).not.toContain(INLINE_MARK);
    expect(() => injected(html)).toThrow(/policy <meta> already/);
  });

  it("allows each of the build's inline <style> by its hash, never with unsafe-inline", () => {
    expect(policy['style-src']).toEqual(["'self'"]);
    const css = 'main{color:red}';
    const styled = policyOf(
      injected(PAGE.replace('</head>', `<style ${MARKED}>${css}</style></head>`)),
    );
    expect(styled['style-src']).toEqual(["'self'", hash(css)]);
  });

  it('refuses a style attribute, which only unsafe-inline could allow', () => {
    expect(() => injected(PAGE.replace('<main>', '<main style="color:red">'))).toThrow(
      /style attribute \(use a class\): <main style="color:red">/,
    );
  });
});

/**
 * What an editor could put in content to run as script or restyle the page, each the way the
 * outside review (issue 41) ran one: plain, inside <svg>, as a module, a style, a script file, and
 * code dressed as Next's bootstrap.
 */
const CONTENT_CODE = {
  plain: '<script>alert(localStorage["sveltia-cms.user"])</script>',
  svg: '<svg><script>alert(1)</script></svg>',
  module: '<script type="module">alert(1)</script>',
  style: '<style>body{display:none}</style>',
  file: '<script src="https://apis.google.com/js/api.js"></script>',
  nextLike: '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  nextShaped: '<script>self.__next_f.push([1,"x"])</script>',
};

/** The words a reader sees in an element: its text and its elements' text. */
type TextNode = { value?: string; childNodes?: TextNode[] };
const wordsOf = (node: TextNode): string =>
  node.value ?? (node.childNodes ?? []).map(wordsOf).join('');

describe('the page pass on content holding code', () => {
  it.each(Object.entries(CONTENT_CODE))(
    'fails the build for code the build did not write (%s), quoting it',
    (_, code) => {
      expect(() => injected(pageWith(`<div class="prose-agora">${code}</div>`))).toThrow(
        /did not write/,
      );
    },
  );

  it.each(Object.entries(CONTENT_CODE))(
    'gets content rendered from Markdown (%s) as text, allowing no more than a page without it',
    (_, code) => {
      const prose = markdownToHtml(`Before.\n\n${code}\n\nAfter ${code}`);
      const html = injected(pageWith(`<div class="prose-agora">${prose}</div>`));
      expect(policyOf(html)).toEqual(policyOf(injected(PAGE)));
      expect(wordsOf(firstElement(parsePage(html), 'main'))).toContain(code);
    },
  );
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
