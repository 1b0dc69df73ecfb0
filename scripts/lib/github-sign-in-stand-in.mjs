// GitHub's OAuth endpoints as the CMS's sign-in (functions/src/cms-sign-in.ts) uses them, for the
// local services: the Functions emulator is configured with this app (CMS_GITHUB_OAUTH_URL, which
// only the emulators read), so a test can take the whole round trip through Hosting. Its token
// opens nothing: GitHub's API does not know it.
import { createServer } from 'node:http';

/** The stand-in app: what the functions are configured with, and what it hands back. */
export const STAND_IN_APP = {
  clientId: 'agora-local-editors',
  /** The one code its sign-in page grants, and the one token that code is exchanged for. */
  code: 'agora-local-code',
  token: 'gho_agoraLocalStandInToken',
};

/** The body of a POST, parsed as JSON (the functions send JSON); {} when it is not JSON. */
async function jsonBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * Starts the stand-in on `port` for an app whose secret is `secret` and whose callback is on
 * `site` (GitHub holds an app to the callback it registered). Its sign-in page approves at once,
 * as an editor who has approved before would find it; its code exchange answers as GitHub does,
 * 200 with an `error` for a refusal.
 */
export function startGitHubSignInStandIn({ port, host, secret, site }) {
  const onSite = (uri) => URL.canParse(uri) && new URL(uri).origin === new URL(site).origin;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const ours =
        url.searchParams.get('client_id') === STAND_IN_APP.clientId && onSite(redirectUri);
      if (!ours) return response.writeHead(400).end('unknown app or redirect_uri');
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({
        code: STAND_IN_APP.code,
        state: url.searchParams.get('state') ?? '',
      }).toString();
      return response.writeHead(302, { Location: back.toString() }).end();
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = await jsonBody(request);
      const granted =
        body.client_id === STAND_IN_APP.clientId &&
        body.client_secret === secret &&
        body.code === STAND_IN_APP.code &&
        onSite(body.redirect_uri ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(
        JSON.stringify(
          granted
            ? { access_token: STAND_IN_APP.token, token_type: 'bearer', scope: 'repo' }
            : { error: 'bad_verification_code' },
        ),
      );
    }
    return response.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
