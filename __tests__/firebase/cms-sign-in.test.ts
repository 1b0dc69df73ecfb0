import { apiEndpoints } from '@/lib/api-endpoints';
import { STAND_IN_APP } from '../../scripts/lib/github-sign-in-stand-in.mjs';
import { requireEmulators } from '../support/emulators';
import { siteUrl } from './endpoints';

/**
 * The CMS's GitHub sign-in through Hosting, as an editor's popup takes it, with the local
 * services' stand-in GitHub app (scripts/lib/github-sign-in-stand-in.mjs): to GitHub with a fresh
 * state in a cookie, back with a code, and the token handed to the site's window. Its logic case
 * by case is unit-tested (__tests__/unit/functions/cms-sign-in.test.ts).
 */
beforeAll(requireEmulators);

const signIn = `${siteUrl}${apiEndpoints.cmsAuth}`;

/** A visit of `url` as the popup makes it: redirects are the test's to follow. */
const visit = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The cookie an answer sets, as the browser would send it back: "name=value". */
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];

/** The message the answer's page posts to the site's window. */
const handoff = async (response: Response) =>
  JSON.parse(
    /<script id="handoff" type="application\/json">(.*?)<\/script>/.exec(
      await response.text(),
    )?.[1] ?? '{}',
  ) as { origin?: string; message?: string };

it('goes to GitHub and back through Hosting, and hands the token to the site only', async () => {
  const start = await visit(`${signIn}?provider=github`);
  const toGitHub = new URL(start.headers.get('location') ?? '');
  const state = toGitHub.searchParams.get('state');
  // Hosting passes Set-Cookie only on an answer marked private: the state reaches the browser.
  expect({
    status: start.status,
    cache: start.headers.get('cache-control'),
    cookie: cookieOf(start),
    app: toGitHub.searchParams.get('client_id'),
    back: toGitHub.searchParams.get('redirect_uri'),
  }).toEqual({
    status: 302,
    cache: 'private, no-store',
    cookie: `__session=${state}`,
    app: STAND_IN_APP.clientId,
    back: signIn,
  });

  const fromGitHub = await visit(toGitHub.toString());
  const back = new URL(fromGitHub.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe(state);

  const done = await visit(`${signIn}${back.search}`, cookieOf(start));
  expect({
    status: done.status,
    cache: done.headers.get('cache-control'),
    cleared: done.headers.get('set-cookie')?.split(';')[0],
    opener: done.headers.get('cross-origin-opener-policy'),
  }).toEqual({
    status: 200,
    cache: 'private, no-store',
    cleared: '__session=',
    opener: 'unsafe-none',
  });
  expect(await handoff(done)).toEqual({
    origin: new URL(siteUrl).origin,
    message: `authorization:github:success:${JSON.stringify({ token: STAND_IN_APP.token, provider: 'github' })}`,
  });
}, 30_000);

it('refuses a way back whose state is not the one its cookie holds, and exchanges nothing', async () => {
  const start = await visit(`${signIn}?provider=github`);
  const done = await visit(
    `${signIn}?code=${STAND_IN_APP.code}&state=${'A'.repeat(43)}`,
    cookieOf(start),
  );
  expect(done.status).toBe(400);
  expect((await handoff(done)).message).toMatch(/^authorization:github:error:/);
}, 30_000);

it('refuses a cookie that is no token of ours, with no stack trace', async () => {
  const done = await visit(`${signIn}?code=x&state=${'A'.repeat(43)}`, '__session=é'.repeat(3));
  expect(done.status).toBe(400);
  expect(await done.text()).not.toMatch(/at \w+ \(/);
}, 30_000);
