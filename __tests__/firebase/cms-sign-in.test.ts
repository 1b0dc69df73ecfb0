import { apiEndpoints } from '@/lib/api-endpoints';
import { requireEmulators } from '../support/emulators';
import { siteUrl } from './endpoints';

/**
 * The CMS's GitHub sign-in through Hosting, as an editor's popup reaches it. No OAuth app signs in
 * here (the CMS edits the working tree locally), so the function says so; its logic with an app
 * is unit-tested (__tests__/unit/functions/cms-sign-in.test.ts).
 */
beforeAll(requireEmulators);

it('is reached through Hosting, answers a page the popup may keep its opener with, and says it is not set up', async () => {
  const response = await fetch(`${siteUrl}${apiEndpoints.cmsAuth}?provider=github`, {
    redirect: 'manual',
  });
  const body = await response.text();
  expect({
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    // Hosting passes Set-Cookie only on an answer marked private: every answer sets the state.
    cookie: response.headers.get('set-cookie')?.split(';')[0],
    // The popup came back from GitHub: a policy other than unsafe-none would cut it off from the
    // window that opened it, and the token could not reach the CMS.
    opener: response.headers.get('cross-origin-opener-policy'),
    // Hosting's policy header (no framing, reports) and the page's own (its one script).
    framing: response.headers.get('content-security-policy')?.includes("frame-ancestors 'none'"),
    scripts: /<meta http-equiv="Content-Security-Policy" content="[^"]*(script-src [^;]+)/.exec(
      body,
    )?.[1],
  }).toEqual({
    status: 503,
    type: 'text/html; charset=utf-8',
    cache: 'private, no-store',
    cookie: '__session=',
    opener: 'unsafe-none',
    framing: true,
    scripts: expect.stringMatching(/^script-src 'sha256-[A-Za-z0-9+/]+=*'$/),
  });
  expect(body).toContain('authorization:github:error:');
  expect(body).toContain('GitHub sign-in is not configured here');
  // The function's first request starts it: beside the browser suites, that took over 5 s.
}, 30_000);
