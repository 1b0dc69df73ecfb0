/**
 * @jest-environment node
 */
// The headers as Hosting sends them. The policy in the browser (no violation on any template, the
// overlay menu open) is checked where each template is loaded once: templates.test.ts.
import firebaseJson from '../../firebase.json';
import { contentPages } from '@/lib/routes';
import { baseUrl, urlOf } from './harness';

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy':
    "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; report-uri /api/csp-report; report-to csp",
  'reporting-endpoints': 'csp="/api/csp-report"',
};

const routes = contentPages().map((page) => page.path);

const get = (url: string) => fetch(url, { redirect: 'manual' });

describe('Hosting headers', () => {
  it('sends every security header with its exact value, and no-cache, on every route', async () => {
    for (const route of routes) {
      const response = await get(urlOf(route));
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect({ route, name, value: response.headers.get(name) }).toEqual({ route, name, value });
      }
      expect({ route, cache: response.headers.get('cache-control') }).toEqual({
        route,
        cache: 'no-cache',
      });
    }
  }, 60_000);

  it('caches hashed build assets for a year', async () => {
    const html = await (await get(urlOf(routes[0]))).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await get(`${baseUrl}${asset}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("sends Pagefind's files their own policy, the only one with 'wasm-unsafe-eval', and no long cache", async () => {
    const rule = firebaseJson.hosting.headers.find((entry) => entry.source === '/pagefind/**');
    const policy = rule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(policy).toContain("'wasm-unsafe-eval'");
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']) {
      const response = await get(`${baseUrl}/pagefind/${file}`);
      expect({
        file,
        status: response.status,
        policy: response.headers.get('content-security-policy'),
        cache: response.headers.get('cache-control'),
      }).toEqual({ file, status: 200, policy, cache: 'no-cache' });
    }
    const page = await get(urlOf(routes[0]));
    expect(page.headers.get('content-security-policy')).not.toContain('wasm');
    expect(await page.text()).not.toContain('wasm-unsafe-eval');
  });
});
