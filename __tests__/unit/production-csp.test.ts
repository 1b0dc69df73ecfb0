/**
 * @jest-environment node
 */
// The build's policy step (scripts/csp.mjs) run as `npm run build` runs it, with a complete
// fictional production configuration: pages get exactly the hosts the Firebase SDKs use, no
// emulator origin, the database over WebSockets only, and the listener that reports violations.
// The export itself would take minutes to build; the step reads nothing from it but each page's
// HTML and route.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apiEndpoints } from '@/lib/api-endpoints';
import { loadSite } from '@/lib/content/site';
import { PRODUCTION_VARIABLES } from '@/lib/backend.mjs';
import { metaPolicy, sha256 } from '../../scripts/lib/csp.mjs';
import { parsePage } from '../../scripts/lib/html-tree.mjs';
import { violationListener } from '../../scripts/lib/violation-listener.mjs';
import { INLINE_MARK } from '../../lib/inline-mark.mjs';

const siteHost = new URL(loadSite().url).hostname;
const PRODUCTION = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSy-fictional-key',
  // The site's own domain, as docs/operating.md asks, so redirect sign-in works without third-party storage.
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: siteHost,
  NEXT_PUBLIC_FIREBASE_DATABASE_URL:
    'https://agora-market-default-rtdb.europe-west1.firebasedatabase.app',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'agora-market',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6Lc-fictional-recaptcha-enterprise-key',
};

// The page's one inline script carries the mark the build's own components write (lib/inline-mark.mjs).
const PAGE = (script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><main>Hi</main><script ${INLINE_MARK}>${script}</script></body></html>`;
const ROUTES = { '/contact': 'contact.html', '/account': 'account.html' };

/**
 * Runs the build's pass over the pages on a fresh out/ of two pages (and no scripts); returns its
 * output, pages and policies.
 */
function policyStep(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-csp-'));
  fs.mkdirSync(path.join(dir, 'out', '_next'), { recursive: true });
  for (const [route, file] of Object.entries(ROUTES)) {
    fs.writeFileSync(path.join(dir, 'out', file), PAGE(`console.log(${JSON.stringify(route)})`));
  }
  try {
    const output = execFileSync(
      process.execPath,
      [path.join(process.cwd(), 'scripts/finish-pages.mjs')],
      {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    const pages = Object.fromEntries(
      Object.entries(ROUTES).map(([route, file]) => [
        route,
        fs.readFileSync(path.join(dir, 'out', file), 'utf8'),
      ]),
    );
    const policies = Object.fromEntries(
      Object.entries(pages).map(([route, html]) => {
        const policy = metaPolicy(parsePage(html));
        if (!policy) throw new Error(`no policy written into ${route}`);
        return [route, policy as Record<string, string[]>];
      }),
    );
    return { output, pages, policies };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a CSP source list lets `url` load (scheme, host with a leading wildcard, path prefix). */
function allows(sources: string[], url: string): boolean {
  const target = new URL(url);
  return sources.some((source) => {
    const parts = /^([a-z]+):\/\/(\*\.)?([^/]+)(\/.*)?$/.exec(source);
    if (!parts) return false;
    const [, scheme, wildcard, host, sourcePath] = parts;
    const hostMatches = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
    const pathMatches =
      !sourcePath ||
      (sourcePath.endsWith('/')
        ? target.pathname.startsWith(sourcePath)
        : target.pathname === sourcePath);
    return `${scheme}:` === target.protocol && hostMatches && pathMatches;
  });
}

/** The source of a Firebase package as the browser bundle gets it (its "browser" entry, via firebase). */
function sdkSource(name: string): string {
  const fromFirebase = createRequire(require.resolve('firebase/package.json'));
  const manifest = fromFirebase.resolve(`${name}/package.json`);
  const { browser } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { browser: string };
  const entry = path.join(path.dirname(manifest), browser);
  // The entry may only re-export a hashed chunk beside it: read them all.
  return fs
    .readdirSync(path.dirname(entry))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(path.dirname(entry), file), 'utf8'))
    .join('\n');
}

/** The value an SDK source gives `pattern`'s first group; fails, naming it, when the SDK changed. */
function named(source: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(source)?.[1];
  if (!found) throw new Error(`The SDK no longer names ${what} as expected: check the policy`);
  return found;
}

const auth = sdkSource('@firebase/auth');
const appCheck = sdkSource('@firebase/app-check');
const scheme = named(auth, /apiScheme: "(\w+)" \/\* DefaultConfig\.API_SCHEME/, "Auth's scheme");
/** What the SDKs reach, by the directive that governs it. */
const SDK_URLS = {
  'connect-src': [
    `${scheme}://${named(auth, /apiHost: "([^"]+)" \/\* DefaultConfig\.API_HOST/, "Auth's API host")}/v1/accounts:lookup`,
    `${scheme}://${named(auth, /tokenApiHost: "([^"]+)" \/\* DefaultConfig\.TOKEN_API_HOST/, "Auth's token host")}/v1/token`,
    `${named(appCheck, /BASE_ENDPOINT = '([^']+)'/, "App Check's endpoint")}/projects/agora-market/apps/1:1:web:1:exchangeRecaptchaEnterpriseToken`,
    `wss://${new URL(PRODUCTION.NEXT_PUBLIC_FIREBASE_DATABASE_URL).host}/.ws?v=5`,
  ],
  'script-src': [
    named(auth, /gapiScript: '([^']+)'/, "Google sign-in's gapi script"),
    // What gapi's loader loads in turn for the SDK: its iframes module.
    'https://apis.google.com/_/scs/abc-static/_/js/k=gapi.lb.en.abc123.O/m=gapi_iframes/rt=j/sv=1/d=1/ed=1/rs=abc/cb=gapi.loaded_0',
    named(appCheck, /RECAPTCHA_ENTERPRISE_URL = '([^']+)'/, "App Check's reCAPTCHA script"),
    // What enterprise.js loads in turn (a release's own path under gstatic).
    'https://www.gstatic.com/recaptcha/releases/abc123/recaptcha__en.js',
  ],
  'frame-src': [
    `https://${siteHost}/__/auth/iframe`,
    'https://www.google.com/recaptcha/enterprise/anchor?k=6Lc',
  ],
  // A Google account's photo, as Auth gives it in photoURL.
  'img-src': ['https://lh3.googleusercontent.com/a/ACg8ocJ-fictional=s96-c'],
};

/** Addresses the pages must not reach: another project's database, the rest of Google's scripts. */
const REFUSED = {
  'connect-src': [
    'wss://someone-else-default-rtdb.europe-west1.firebasedatabase.app/.ws?v=5',
    // A server of the database's shard, which its first answer names (see firebaseTarget).
    'wss://s-euw1b-nss-201.europe-west1.firebasedatabase.app/.ws?v=5',
  ],
  'script-src': ['https://apis.google.com/js/platform.js', 'https://apis.google.com/js/client.js'],
  'img-src': ['https://attacker.googleusercontent.com/pixel.png'],
};

describe('the production build’s page policies', () => {
  const { output, pages, policies } = policyStep(PRODUCTION);
  const contact = policies['/contact'];
  const withoutHashes = (policy: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(policy).map(([name, sources]) => [
        name,
        sources.filter((source) => !source.startsWith("'sha256-")),
      ]),
    );

  it('names the configured project, not the emulators', () => {
    expect(output).toContain('page policy for project agora-market');
  });

  it('gives every page the same sources: a visit keeps the policy of the page it started on', () => {
    for (const policy of Object.values(policies)) {
      expect(withoutHashes(policy)).toEqual(withoutHashes(contact));
    }
  });

  it('lets the pages reach exactly Auth, App Check and the configured database (over WebSockets)', () => {
    expect(contact['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      'wss://agora-market-default-rtdb.europe-west1.firebasedatabase.app',
    ]);
  });

  it('loads scripts from Google sign-in and reCAPTCHA only, and frames the authDomain and reCAPTCHA', () => {
    expect(withoutHashes(contact)['script-src']).toEqual([
      "'self'",
      'https://apis.google.com/js/api.js',
      'https://apis.google.com/_/scs/abc-static/_/js/',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(contact['frame-src']).toEqual([
      `https://${siteHost}`,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it.each(Object.entries(SDK_URLS))('allows every %s the SDKs use', (directive, urls) => {
    expect(urls.filter((url) => !allows(contact[directive], url))).toEqual([]);
  });

  it.each(Object.entries(REFUSED))(
    'refuses every other %s near what the SDKs use',
    (directive, urls) => {
      expect(urls.filter((url) => allows(contact[directive], url))).toEqual([]);
    },
  );

  it('takes the database over WebSockets only: no long-polling source for its host', () => {
    const databaseSources = Object.values(contact)
      .flat()
      .filter((source) => source.includes('firebasedatabase.app'));
    expect(databaseSources).toEqual([
      'wss://agora-market-default-rtdb.europe-west1.firebasedatabase.app',
    ]);
  });

  it("gives every page the listener that posts its policy's violations, allowed by its hash", () => {
    const listener = violationListener(apiEndpoints.cspReport);
    for (const [route, html] of Object.entries(pages)) {
      const listens = html.includes(`<script>${listener}</script>`);
      expect({ route, listens }).toEqual({ route, listens: true });
      expect(policies[route]['script-src']).toContain(sha256(listener));
    }
  });

  it('names no emulator or other plain-HTTP origin, and upgrades insecure requests', () => {
    const sources = Object.values(contact).flat();
    expect(sources.filter((source) => /127\.0\.0\.1|localhost|^(http|ws):/.test(source))).toEqual(
      [],
    );
    expect(contact['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('the build’s policy step with an incomplete production configuration', () => {
  it('stops, naming the missing site key', () => {
    const key = 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY';
    expect(PRODUCTION_VARIABLES).toContain(key);
    const withoutKey = Object.fromEntries(
      Object.entries(PRODUCTION).filter(([name]) => name !== key),
    );
    expect(() => policyStep(withoutKey)).toThrow(/missing: NEXT_PUBLIC_RECAPTCHA_SITE_KEY/);
  });
});
