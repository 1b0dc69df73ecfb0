/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import vm from 'node:vm';
import {
  cmsSignIn,
  HANDOFF_SCRIPT,
  type CmsSignInReply,
  type ExchangeCode,
} from '@/functions/src/cms-sign-in';
import { apiEndpoints } from '@/lib/api-endpoints';

const SITE = 'https://agora.test';
const settings = {
  siteUrl: SITE,
  githubClientId: 'Iv1.agora-cms',
  githubClientSecret: () => 'the-app-secret',
  githubOAuthUrl: 'https://github.com',
};

function exchanger(answer: () => Promise<string>) {
  const calls: Parameters<ExchangeCode>[0][] = [];
  const exchange: ExchangeCode = async (request) => {
    calls.push(request);
    return answer();
  };
  return { exchange, calls };
}

const cookieOf = (reply: CmsSignInReply) => reply.headers['Set-Cookie'];

/** The state the first visit put in its cookie and in GitHub's address. */
async function startSignIn() {
  const { exchange } = exchanger(async () => 'unused');
  const reply = await cmsSignIn(
    { query: { provider: 'github', site_id: 'agora.test', scope: 'repo' }, cookie: undefined },
    settings,
    exchange,
  );
  const location = new URL(reply.headers.Location);
  return { reply, location, state: location.searchParams.get('state')! };
}

/**
 * GitHub's way back to the sign-in started here, with a code and the cookie `cookie` names for
 * that sign-in's state (the state's own cookie unless a case says otherwise); the code exchange
 * answers `answer`.
 */
async function returnFromGitHub(
  answer: () => Promise<string>,
  cookie = (state: string) => `__session=${state}` as string | undefined,
) {
  const { state } = await startSignIn();
  const { exchange, calls } = exchanger(answer);
  const reply = await cmsSignIn(
    { query: { code: 'the-code', state }, cookie: cookie(state) },
    settings,
    exchange,
  );
  return { reply, calls };
}

/** The text of the page's data block. */
const handoffData = (reply: CmsSignInReply) =>
  /<script id="handoff" type="application\/json">(.*?)<\/script>/.exec(reply.body)![1];

/** The page's data block: where its message may go and what it says. */
const handoff = (reply: CmsSignInReply): { origin: string; message: string } =>
  JSON.parse(handoffData(reply));

/**
 * Runs the page's script with `opener` recording what it is posted, and returns a way to send the
 * popup a message event as if from `origin`.
 */
function runHandoff(reply: CmsSignInReply) {
  const posted: [unknown, string][] = [];
  const listeners: ((event: { origin: string; data: unknown }) => void)[] = [];
  const data = handoffData(reply);
  vm.runInNewContext(HANDOFF_SCRIPT, {
    JSON,
    document: { getElementById: () => ({ textContent: data }) },
    window: {
      opener: { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) },
      addEventListener: (_type: string, listener: (typeof listeners)[number]) =>
        listeners.push(listener),
    },
  });
  const receive = (origin: string, message: unknown) =>
    listeners.forEach((listener) => listener({ origin, data: message }));
  return { posted, receive };
}

describe('the first visit', () => {
  it('sends the editor to GitHub with a fresh state, kept in the one cookie Hosting forwards', async () => {
    const { reply, location, state } = await startSignIn();
    expect(reply.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'Iv1.agora-cms',
      redirect_uri: `${SITE}${apiEndpoints.cmsAuth}`,
      scope: 'repo',
      state,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(reply)).toBe(
      `__session=${state}; Path=${apiEndpoints.cmsAuth}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
    // Hosting, and its emulator's proxy, pass Set-Cookie on an answer marked private only.
    expect(reply.headers['Cache-Control']).toBe('private, no-store');
    expect((await startSignIn()).state).not.toBe(state);
  });

  it('refuses another provider, and says so where no OAuth app is set up', async () => {
    const { exchange } = exchanger(async () => 'unused');
    const gitlab = await cmsSignIn(
      { query: { provider: 'gitlab' }, cookie: '' },
      settings,
      exchange,
    );
    expect([gitlab.status, handoff(gitlab).message]).toEqual([
      400,
      'authorization:github:error:{"message":"unknown provider"}',
    ]);
    const unset = await cmsSignIn(
      { query: { provider: 'github' }, cookie: '' },
      { ...settings, githubClientId: '' },
      exchange,
    );
    expect([unset.status, handoff(unset).message]).toEqual([
      503,
      'authorization:github:error:{"message":"GitHub sign-in is not configured here"}',
    ]);
  });
});

describe('the way back from GitHub', () => {
  it('exchanges the code with the secret and hands the token to the site’s origin only', async () => {
    const { reply, calls } = await returnFromGitHub(
      async () => 'gho_token',
      (state) => `other=1; __session=${state}`,
    );
    expect(calls).toEqual([
      {
        oauthUrl: 'https://github.com',
        clientId: 'Iv1.agora-cms',
        clientSecret: 'the-app-secret',
        code: 'the-code',
        redirectUri: `${SITE}${apiEndpoints.cmsAuth}`,
      },
    ]);
    expect(reply.status).toBe(200);
    expect(handoff(reply)).toEqual({
      origin: SITE,
      message: 'authorization:github:success:{"token":"gho_token","provider":"github"}',
    });
    expect(reply.headers['Cache-Control']).toBe('private, no-store');
    expect(cookieOf(reply)).toContain('__session=; ');
    // The page's one script is the one its policy names.
    const hash = createHash('sha256').update(HANDOFF_SCRIPT).digest('base64');
    expect(reply.body).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'">`,
    );
    expect(reply.body).toContain(`<script>${HANDOFF_SCRIPT}</script>`);
  });

  it.each([
    ['no cookie', undefined],
    ['another sign-in’s state', '__session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    // As long as a state in characters, longer in bytes: compared as bytes, it threw (a 500).
    ['a state of non-ASCII characters', `__session=${'é'.repeat(43)}`],
  ])('with %s: refused before any exchange', async (_case, cookie) => {
    const { reply, calls } = await returnFromGitHub(
      async () => 'gho_token',
      () => cookie,
    );
    expect(calls).toEqual([]);
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain('gho_token');
    expect(handoff(reply).message).toMatch(/^authorization:github:error:/);
  });

  it('a code GitHub refuses ends in an error, with no token', async () => {
    const { reply } = await returnFromGitHub(async () => {
      throw new Error('bad_verification_code');
    });
    expect([reply.status, handoff(reply).message]).toEqual([
      502,
      'authorization:github:error:{"message":"GitHub did not accept the sign-in: try again"}',
    ]);
  });

  it('a token with "<" cannot end the data block early', async () => {
    const { reply } = await returnFromGitHub(async () => '</script><script>alert(1)</script>');
    expect(reply.body.match(/<script/g)).toHaveLength(2);
    expect(handoff(reply).message).toContain('</script><script>alert(1)</script>');
  });
});

describe('the page’s handshake', () => {
  it('posts the token only to the site’s origin, and only once the CMS there answered', async () => {
    const { reply } = await returnFromGitHub(async () => 'gho_token');
    const { posted, receive } = runHandoff(reply);
    expect(posted).toEqual([['authorizing:github', SITE]]);
    receive('https://evil.test', 'authorizing:github');
    receive(SITE, 'something else');
    expect(posted).toHaveLength(1);
    receive(SITE, 'authorizing:github');
    expect(posted).toEqual([
      ['authorizing:github', SITE],
      ['authorization:github:success:{"token":"gho_token","provider":"github"}', SITE],
    ]);
  });
});
