// The per-page Content-Security-Policy <meta> of the static export. The header policy in
// firebase.json carries only what a meta tag cannot (frame-ancestors, reporting) plus
// object-src/base-uri; __tests__/unit/csp.test.ts checks the two agree where they overlap.
import { createHash } from 'node:crypto';
import {
  authEmulatorUrl,
  databaseEmulator,
  databaseHost,
  firebaseOptions,
  usesEmulators,
} from '../../lib/backend.mjs';
import {
  attribute,
  createElement,
  elements,
  firstElement,
  hasAttribute,
  insertAfter,
  insertBefore,
  prepend,
  remove,
  textOf,
} from './html-tree.mjs';
import { violationListener } from './violation-listener.mjs';

// Firebase Auth's REST APIs, the same for every project.
const AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * Google sign-in: the Auth SDK loads gapi's loader (api.js), which loads its iframes module from
 * Google's static scripts; with it the SDK opens the authDomain's iframe. These two paths only:
 * the rest of apis.google.com serves other scripts, JSONP among them, that an injected
 * <script src> could use to run code of its choosing.
 */
const GOOGLE_SIGN_IN_SCRIPTS = [
  'https://apis.google.com/js/api.js',
  'https://apis.google.com/_/scs/abc-static/_/js/',
];

/**
 * Profile photos, which the menu and the account page show as <img>: Google sign-in is the only
 * provider that gives one, and its photo addresses are on this host.
 */
const PROFILE_PHOTOS = 'https://lh3.googleusercontent.com';

/** Directives shared with the firebase.json header policy. */
export const SHARED_DIRECTIVES = { 'object-src': ["'none'"], 'base-uri': ["'self'"] };

/** Where App Check exchanges a reCAPTCHA Enterprise token for its own. */
export const APP_CHECK_API = 'https://content-firebaseappcheck.googleapis.com';

/**
 * reCAPTCHA Enterprise, which App Check's provider loads on the forms' first use: its script
 * (www.google.com/recaptcha/enterprise.js, which loads the rest from gstatic) and its frames, the
 * paths Google's own policy advice names.
 */
export const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * The Firebase origins a build's pages reach, from the backend configuration in `env`: the local
 * emulators, or the configured project's. Every page gets them all: links between pages navigate
 * in the browser, and the policy of the page a visit starts on stays in force for the whole
 * visit, so a visit that starts on /sellers and signs up on /account needs the database there.
 * Auth serves a signed-in visitor's menu and the account page, the database the account page's
 * profile, App Check and reCAPTCHA the forms (the footer's newsletter form is on every page).
 * The database is reached over WebSockets only (lib/firebase/client.ts forces them): its
 * long-polling fallback would need script and frame sources on its host. Only the configured
 * database's own host: a wildcard over its domain would let a page send data to any project's
 * database in the region. The database's first answer names a server for later connections,
 * which the SDK would remember; lib/firebase/client.ts has it forget that at each page load, and
 * within a page a reconnection tried there first is refused (and reported) before the SDK comes
 * back to the configured host.
 */
export function firebaseTarget(env) {
  if (usesEmulators(env)) {
    const auth = authEmulatorUrl(env);
    const { host, port } = databaseEmulator(env);
    // No App Check locally: the forms load nothing and send no token (lib/firebase/app-check.ts).
    return {
      emulators: true,
      connect: [auth, `ws://${host}:${port}`],
      script: [],
      frame: [auth],
    };
  }
  return {
    emulators: false,
    connect: [...AUTH_APIS, APP_CHECK_API, `wss://${databaseHost(env)}`],
    script: RECAPTCHA.script,
    frame: [`https://${firebaseOptions(env).authDomain}`, ...RECAPTCHA.frame],
  };
}

/** The script elements the browser executes (not data blocks such as JSON-LD), with their text. */
export function inlineScripts(page) {
  const scripts = [];
  for (const element of elements(page)) {
    if (element.tagName !== 'script' || hasAttribute(element, 'src')) continue;
    const type = attribute(element, 'type')?.trim().toLowerCase();
    const executable =
      !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
    if (executable) scripts.push(textOf(element));
  }
  return scripts;
}

export const sha256 = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every <style> element, each allowed in style-src by its hash. */
export const inlineStyles = (page) =>
  [...elements(page)].filter((element) => element.tagName === 'style').map(textOf);

/** The policy for one page (parsed by html-tree.mjs) as an ordered list of [directive, sources]. */
export function pagePolicy(page, target) {
  // A style attribute can only be allowed with 'unsafe-inline' (or 'unsafe-hashes'), which would
  // open the page to injected styles: the build refuses it instead.
  const styled = [...elements(page)].find((element) => hasAttribute(element, 'style'));
  if (styled)
    throw new Error(
      `Inline style attribute (use a class): <${styled.tagName} style="${attribute(styled, 'style')}">`,
    );
  const hashes = [...new Set(inlineScripts(page).map(sha256))];
  const styleHashes = [...new Set(inlineStyles(page).map(sha256))];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...GOOGLE_SIGN_IN_SCRIPTS, ...target.script]],
    ['style-src', ["'self'", ...styleHashes]],
    ['img-src', ["'self'", 'data:', PROFILE_PHOTOS]],
    ['connect-src', ["'self'", ...target.connect]],
    ['frame-src', target.frame],
    ['form-action', ["'self'"]],
    ...Object.entries(SHARED_DIRECTIVES),
    ...(target.emulators ? [] : [['upgrade-insecure-requests', []]]),
  ];
}

export const serializePolicy = (policy) =>
  policy.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** Parses "a x y; b z" into { a: ['x', 'y'], b: ['z'] }. */
export const parsePolicy = (text) =>
  Object.fromEntries(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );

/** Where firebase.json's header policy for every file (the "**" rule) sends its reports. */
export function headerReportPath(hosting) {
  const rule = hosting.headers.find((candidate) => candidate.source === '**');
  const header = rule?.headers.find((h) => h.key === 'Content-Security-Policy');
  const path = header && parsePolicy(header.value)['report-uri']?.[0];
  if (!path) throw new Error('firebase.json: the policy of "**" names no report-uri');
  return path;
}

/** Whether an element is a policy <meta>. */
const isPolicyMeta = (element) =>
  element.tagName === 'meta' &&
  attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** The policy the page's <meta> states (parsed by parsePolicy), or undefined without one. */
export function metaPolicy(page) {
  const meta = [...elements(page)].find(isPolicyMeta);
  return meta && parsePolicy(attribute(meta, 'content') ?? '');
}

/**
 * Puts the page's policy <meta> at the top of its <head> (parsed by html-tree.mjs), followed by the
 * listener that posts the policy's violations to `reportPath`, before anything the policy governs:
 * directly after <meta charset> when that comes first (it must stay within the first 1024 bytes).
 * Any earlier policy meta and listener are replaced, so running twice gives the same page.
 */
export function injectPolicy(page, target, reportPath) {
  const listenerCode = violationListener(reportPath);
  for (const element of [...elements(page)]) {
    if (isPolicyMeta(element) || (element.tagName === 'script' && textOf(element) === listenerCode))
      remove(element);
  }
  const head = firstElement(page, 'head');
  const listener = createElement('script', {}, listenerCode);
  const [first] = head.childNodes;
  if (first?.tagName === 'meta' && hasAttribute(first, 'charset')) insertAfter(first, listener);
  else prepend(head, listener);
  const policy = serializePolicy(pagePolicy(page, target));
  insertBefore(
    listener,
    createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: policy }),
  );
}
