import { apiEndpoints } from '@/lib/api-endpoints';

type Report = (metric: {
  name: string;
  value: number;
  attribution: Record<string, string>;
}) => void;
const reporters: Record<string, Report> = {};
jest.mock('web-vitals/attribution', () =>
  Object.fromEntries(
    ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((name) => [
      `on${name}`,
      (report: Report) => void (reporters[name] = report),
    ]),
  ),
);

const sent: { url: string; body: Record<string, unknown> }[] = [];

/** A fresh page: the modules anew (they keep the visit in memory), a referrer, GPC or not. */
async function page({ referrer = 'https://www.google.com/search?q=agora', gpc = false } = {}) {
  jest.resetModules();
  sent.length = 0;
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0,
  });
  const visit = await import('@/lib/audience/visit');
  const beacon = await import('@/lib/audience/beacon');
  return { visit, beacon };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

afterEach(() => {
  document.cookie = 'agora-audience=; max-age=0; path=/';
});

test('one beacon per page view, sent when the page is hidden, with its source and vitals', async () => {
  const { visit, beacon } = await page();
  beacon.viewPage('/sellers', visit.enterPage('/sellers'));
  reporters.LCP({ name: 'LCP', value: 1834.4, attribution: { target: 'main>h1' } });
  reporters.CLS({ name: 'CLS', value: 0.01234, attribution: { largestShiftTarget: 'footer' } });
  expect(sent).toEqual([]);
  // The client router shows the account page, where a sign-up starts.
  beacon.viewPage('/account', visit.enterPage('/account'));
  beacon.signUpStarted('seller');
  hide();
  hide();
  expect(sent.map(({ url }) => url)).toEqual([apiEndpoints.audience, apiEndpoints.audience]);
  expect(sent[0].body).toEqual({
    page: '/sellers',
    source: 'search',
    device: 'desktop',
    entry: true,
    vitals: { lcp: 1834, cls: 0.0123 },
    targets: { lcp: 'main>h1', cls: 'footer' },
    visitEntry: '/sellers',
  });
  expect(sent[1].body).toMatchObject({
    page: '/account',
    entry: false,
    signUp: { role: 'seller', from: '/sellers' },
  });
  // A beacon is a few hundred bytes, far under the endpoint's limit.
  for (const { body } of sent) expect(JSON.stringify(body).length).toBeLessThan(400);
});

test('nothing is sent with Global Privacy Control, or after the opt-out', async () => {
  for (const setUp of [
    () => page({ gpc: true }),
    async () => {
      document.cookie = 'agora-audience=off; path=/';
      return page();
    },
  ]) {
    const { visit, beacon } = await setUp();
    beacon.viewPage('/sellers', visit.enterPage('/sellers'));
    hide();
    expect(visit.measuring()).toBe(false);
    expect(visit.audienceEntry()).toEqual({});
    expect(sent).toEqual([]);
  }
});

test('nothing is stored in the browser: no cookie, no local or session storage', async () => {
  localStorage.clear();
  sessionStorage.clear();
  const { visit, beacon } = await page({ referrer: '' });
  beacon.viewPage('/welcome', visit.enterPage('/welcome'));
  expect(visit.audienceEntry()).toEqual({ audienceEntry: '/welcome' });
  hide();
  // (Pages of the tests before still listen: this page's beacon is the one for /welcome.)
  expect(sent.find(({ body }) => body.page === '/welcome')?.body).toMatchObject({
    source: 'direct',
    entry: true,
  });
  expect(document.cookie).toBe('');
  expect(localStorage.length + sessionStorage.length).toBe(0);
});
