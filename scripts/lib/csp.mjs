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
import { INLINE_MARK, inlineMark } from '../../lib/inline-mark.mjs';
import {
  attribute,
  createElement,
  elements,
  firstElement,
  hasAttribute,
  insertAfter,
  insertBefore,
  prepend,
  removeAttribute,
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

/** Whether the browser executes an inline <script> (not a data block such as JSON-LD). */
function executable(element) {
  const type = attribute(element, 'type')?.trim().toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
}

/** The script elements the browser executes (not data blocks such as JSON-LD), with their text. */
export const inlineScripts = (page) =>
  [...elements(page)]
    .filter(
      (element) =>
        element.tagName === 'script' && !hasAttribute(element, 'src') && executable(element),
    )
    .map(textOf);

/**
 * The queues Next's runtime reads, as Next's bootstrap writes them at the end of <body>: the
 * page's React Server Components payload (self.__next_f) and Turbopack's chunk list.
 */
const NEXT_QUEUES = [
  '(self.__next_f=self.__next_f||[])',
  'self.__next_f',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = []))',
];

/**
 * Whether an inline script is Next's bootstrap, which the build cannot mark where Next writes it:
 * a child of <body>, with no attribute but an id, whose code is one push of a JSON literal onto
 * one of Next's queues: data for Next's runtime, no code of its own.
 */
function isNextBootstrap(element) {
  if (element.tagName !== 'script' || element.parentNode?.tagName !== 'body') return false;
  if (element.attrs.some(({ name }) => name !== 'id')) return false;
  const code = textOf(element);
  const queue = NEXT_QUEUES.find((name) => code.startsWith(`${name}.push(`));
  if (!queue) return false;
  const literal = code.slice(queue.length + '.push('.length).replace(/\);?$/, '');
  if (code !== `${queue}.push(${literal})` && code !== `${queue}.push(${literal});`) return false;
  try {
    JSON.parse(literal);
    return true;
  } catch {
    return false;
  }
}

/** Where the build's script files are: Next's chunks. */
const BUILD_SCRIPTS = '/_next/static/';

/** An element as a build error quotes it. */
const quoted = (element) => {
  const code = textOf(element).replace(/\s+/g, ' ');
  const attributes = element.attrs.map(({ name, value }) => ` ${name}="${value}"`).join('');
  return `<${element.tagName}${attributes}>${code.length > 80 ? `${code.slice(0, 80)}…` : code}`;
};

/**
 * The inline scripts and styles the build wrote, each allowed by its hash, their marks taken off:
 * those marked where they are written (lib/inline-mark.mjs) and Next's bootstrap. Anything else
 * (an element the build did not write, as content would if its HTML reached the page) fails the
 * build: the pass never allows what it merely finds. So does a script file from elsewhere than the
 * build's chunks.
 */
function buildsOwn(page) {
  const scripts = [];
  const styles = [];
  for (const element of elements(page)) {
    if (element.tagName !== 'script' && element.tagName !== 'style') continue;
    if (element.tagName === 'script' && hasAttribute(element, 'src')) {
      if (!attribute(element, 'src').startsWith(BUILD_SCRIPTS))
        throw new Error(`A script the build did not write: ${quoted(element)}`);
      continue;
    }
    if (hasAttribute(element, INLINE_MARK)) removeAttribute(element, INLINE_MARK);
    else if (!isNextBootstrap(element))
      throw new Error(
        `An inline <${element.tagName}> the build did not write (its own carry ${INLINE_MARK}): ${quoted(element)}`,
      );
    if (element.tagName === 'style') styles.push(textOf(element));
    else if (executable(element)) scripts.push(textOf(element));
  }
  return { scripts, styles };
}

export const sha256 = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every <style> element, each allowed in style-src by its hash. */
export const inlineStyles = (page) =>
  [...elements(page)].filter((element) => element.tagName === 'style').map(textOf);

/**
 * The policy for one page (parsed by html-tree.mjs) as an ordered list of [directive, sources]: its
 * inline scripts and styles must be the build's own (buildsOwn), whose marks it takes off.
 */
export function pagePolicy(page, target) {
  // A style attribute can only be allowed with 'unsafe-inline' (or 'unsafe-hashes'), which would
  // open the page to injected styles: the build refuses it instead.
  const styled = [...elements(page)].find((element) => hasAttribute(element, 'style'));
  if (styled)
    throw new Error(
      `Inline style attribute (use a class): <${styled.tagName} style="${attribute(styled, 'style')}">`,
    );
  const { scripts, styles } = buildsOwn(page);
  const hashes = [...new Set(scripts.map(sha256))];
  const styleHashes = [...new Set(styles.map(sha256))];
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
 * It runs once on a page as the build wrote it: the marks it takes off make a second run refuse
 * the page.
 */
export function injectPolicy(page, target, reportPath) {
  if ([...elements(page)].some(isPolicyMeta))
    throw new Error('The page has a policy <meta> already: the build writes only its own');
  const head = firstElement(page, 'head');
  const listener = createElement('script', inlineMark, violationListener(reportPath));
  const [first] = head.childNodes;
  if (first?.tagName === 'meta' && hasAttribute(first, 'charset')) insertAfter(first, listener);
  else prepend(head, listener);
  const policy = serializePolicy(pagePolicy(page, target));
  insertBefore(
    listener,
    createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: policy }),
  );
}
