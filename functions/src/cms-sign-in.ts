import { createHash, timingSafeEqual } from 'node:crypto';
import { apiEndpoints } from '../../lib/api-endpoints';
import { randomToken, TOKEN_PATTERN } from './hashing';

/**
 * GitHub sign-in for the CMS at /admin/ (GET /api/cms-auth). The CMS opens this address in a
 * popup; the first visit sends the editor to GitHub with a fresh `state`, kept in the one cookie
 * Hosting passes to functions (`__session`); GitHub sends the editor back here with a `code` and
 * that `state`; the code is exchanged for a token with the app's secret, which never leaves the
 * server, and the answer is a page that hands the token to the window that opened it, only if
 * that window is the site's own origin. The handshake is the CMS's: the popup says
 * `authorizing:github`, the CMS answers from its origin, and only then does the popup post
 * `authorization:github:success:{...}` to that origin.
 */

/** The GitHub OAuth app: its public id and, read only when a code is exchanged, its secret. */
export interface CmsSignInSettings {
  /** The site's origin: the only window the token is posted to, and where GitHub sends back. */
  siteUrl: string;
  /** Empty when no OAuth app is configured: the answer says so. */
  githubClientId: string;
  githubClientSecret(): string;
  /** The origin of the app's OAuth endpoints (https://github.com). */
  githubOAuthUrl: string;
}

export interface CmsSignInRequest {
  query: Record<string, unknown>;
  /** The request's Cookie header. */
  cookie: string | undefined;
}

export interface CmsSignInReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Exchanges an authorization code for a token (GitHub's access_token endpoint in production). */
export type ExchangeCode = (request: {
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
}) => Promise<string>;

/** Hosting forwards no other cookie to a function. */
const STATE_COOKIE = '__session';
/** The sign-in must finish within this long after it started. */
const STATE_MAX_AGE_SECONDS = 600;
/** `repo`: the CMS reads and writes the content and opens pull requests. */
const SCOPE = 'repo';

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=${apiEndpoints.cmsAuth}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Whether two tokens are the same; each is checked for a token's shape first (ASCII, 43 long). */
const sameToken = (a: string, b: string) =>
  TOKEN_PATTERN.test(a) && TOKEN_PATTERN.test(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Every answer sets the state cookie. Hosting's CDN, and its emulator's proxy, drop Set-Cookie
 * from an answer not marked private: the editor's browser would never get the state.
 */
const NOT_STORED = 'private, no-store';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The page that ends the popup: it posts `message` to the site's origin once the CMS there has
 * answered the handshake, and never to any other window. The message travels in a JSON block, so
 * the script is the same on every answer and its hash is the page's whole script policy.
 */
export const HANDOFF_SCRIPT = `(() => {
  const { origin, message } = JSON.parse(document.getElementById('handoff').textContent);
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== 'authorizing:github') return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:github', origin);
})();`;

/** The page's policy: nothing but HANDOFF_SCRIPT, by its hash, runs or loads. */
const HANDOFF_POLICY = `default-src 'none'; script-src 'sha256-${createHash('sha256').update(HANDOFF_SCRIPT).digest('base64')}'; base-uri 'none'; form-action 'none'`;

function handoffPage(siteUrl: string, message: string): CmsSignInReply {
  // "<" in the JSON cannot end the block early.
  const data = JSON.stringify({ origin: new URL(siteUrl).origin, message }).replace(
    /</g,
    '\\u003c',
  );
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NOT_STORED,
      'Referrer-Policy': 'no-referrer',
      // Clear the state: it was for this sign-in only.
      'Set-Cookie': stateCookie('', 0),
    },
    // The policy is in the page, as on every page of the site: Hosting's own header (frame
    // ancestors, reports) replaces a function's.
    body: `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${HANDOFF_POLICY}"><title>Agora CMS sign-in</title><script id="handoff" type="application/json">${data}</script><script>${HANDOFF_SCRIPT}</script><p>You can close this window.</p></html>`,
  };
}

const failure = (reason: string) =>
  `authorization:github:error:${JSON.stringify({ message: reason })}`;

/** Answers one visit of the sign-in address. */
export async function cmsSignIn(
  { query, cookie }: CmsSignInRequest,
  settings: CmsSignInSettings,
  exchange: ExchangeCode,
): Promise<CmsSignInReply> {
  const redirectUri = `${settings.siteUrl}${apiEndpoints.cmsAuth}`;
  const end = (message: string) => handoffPage(settings.siteUrl, message);
  if (!settings.githubClientId) {
    return { ...end(failure('GitHub sign-in is not configured here')), status: 503 };
  }

  const code = text(query.code);
  if (!code) {
    if (text(query.provider) !== 'github')
      return { ...end(failure('unknown provider')), status: 400 };
    const state = randomToken();
    const authorize = new URL('/login/oauth/authorize', settings.githubOAuthUrl);
    authorize.search = new URLSearchParams({
      client_id: settings.githubClientId,
      redirect_uri: redirectUri,
      scope: SCOPE,
      state,
    }).toString();
    return {
      status: 302,
      headers: {
        Location: authorize.toString(),
        'Cache-Control': NOT_STORED,
        'Set-Cookie': stateCookie(state, STATE_MAX_AGE_SECONDS),
      },
      body: '',
    };
  }

  const state = text(query.state);
  const expected = cookieValue(cookie, STATE_COOKIE) ?? '';
  if (!sameToken(state, expected)) {
    return {
      ...end(failure('the sign-in expired or was not started here: try again')),
      status: 400,
    };
  }
  try {
    const token = await exchange({
      oauthUrl: settings.githubOAuthUrl,
      clientId: settings.githubClientId,
      clientSecret: settings.githubClientSecret(),
      code,
      redirectUri,
    });
    return end(`authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`);
  } catch {
    return { ...end(failure('GitHub did not accept the sign-in: try again')), status: 502 };
  }
}

/** GitHub's code exchange, at `oauthUrl`. */
export const exchangeWithGitHub: ExchangeCode = async ({
  oauthUrl,
  clientId,
  clientSecret,
  code,
  redirectUri,
}) => {
  const response = await fetch(new URL('/login/oauth/access_token', oauthUrl), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: clientId,
      client_secret: clientSecret,
      code,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as { access_token?: string; error?: string };
  if (!response.ok || !answer.access_token) throw new Error(answer.error ?? `${response.status}`);
  return answer.access_token;
};
