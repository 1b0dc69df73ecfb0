/**
 * @jest-environment node
 */
import { audience } from '@/functions/src/audience';
import type { AudienceRow } from '@/functions/src/audience-rows';
import { deleteSpentSalts, daySalt } from '@/functions/src/audience-salt';
import { browserFamily, truncatedAddress, visitorHash } from '@/functions/src/audience-visitor';
import { MAX_BEACON_BYTES } from '@/lib/audience/audience-fields';
import { incoming, services } from './requests';

const SITE = 'https://agora.example';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const NOON = Date.UTC(2026, 11, 1, 12);

/** A database holding values by path, enough for the salt's and the once-records' transactions. */
function memoryDatabase() {
  const values = new Map<string, unknown>();
  const db = {
    ref: (path = '') => ({
      transaction: async (update: (current: unknown) => unknown) => {
        const next = update(values.get(path) ?? null);
        if (next === undefined)
          return { committed: false, snapshot: { val: () => values.get(path) } };
        values.set(path, next);
        return { committed: true, snapshot: { val: () => next } };
      },
      once: async () => ({
        forEach: (visit: (child: { key: string }) => void) => {
          for (const key of values.keys()) {
            if (key.startsWith(`${path}/`))
              visit({ key: key.slice(path.length + 1).split('/')[0] });
          }
        },
      }),
      update: async (changes: Record<string, null>) => {
        for (const prefix of Object.keys(changes)) {
          for (const key of [...values.keys()]) if (key.startsWith(prefix)) values.delete(key);
        }
      },
    }),
  };
  return { values, db: db as never };
}

function setUp(now = NOON) {
  const rows: AudienceRow[] = [];
  const { db, values } = memoryDatabase();
  const beaconServices = services({
    db,
    now: () => now,
    settings: { ...services().settings, siteUrl: SITE },
    audiencePages: async () => ({
      pages: {
        '/sellers': '/sellers',
        '/news/instant-payouts': '/news/[slug]',
        '/account': '/account',
      },
    }),
    writeAudienceRows: (written) => void rows.push(...written),
  });
  return { rows, values, beaconServices };
}

let client = 0;
const beacon = (
  body: unknown,
  headers: Record<string, string> = {},
  address = `203.0.${++client % 250}.17`,
) =>
  incoming(body, {
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'user-agent': CHROME,
      'x-forwarded-for': `${address}, 35.191.0.1`,
      'x-forwarded-host': 'agora.example',
      'x-original-url': '/api/audience',
      ...headers,
    },
  });

const VIEW = {
  page: '/sellers',
  source: 'search',
  device: 'phone',
  entry: true,
  vitals: { lcp: 1800, cls: 0.02 },
  targets: { lcp: 'main>h1' },
};

test('a beacon becomes one row: the page, its template, the vitals, a visitor hash and no address', async () => {
  const { rows, beaconServices } = setUp();
  expect((await audience(beacon(VIEW, {}, '203.0.113.17'), beaconServices)).status).toBe(204);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'view',
    page: '/sellers',
    template: '/sellers',
    locale: 'en',
    lcp: 1800,
    cls: 0.02,
    lcp_target: 'main>h1',
  });
  expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113/);
});

test('crawlers, Global Privacy Control and Do Not Track are never counted', async () => {
  const { rows, beaconServices } = setUp();
  for (const headers of <Record<string, string>[]>[
    { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    { 'user-agent': `${CHROME} HeadlessChrome/131.0` },
    { 'user-agent': '' },
    { 'sec-gpc': '1' },
    { dnt: '1' },
  ]) {
    expect((await audience(beacon(VIEW, headers), beaconServices)).status).toBe(204);
  }
  expect(rows).toEqual([]);
});

test('another origin, a body past the limit and a page the site does not measure are refused', async () => {
  const { rows, beaconServices } = setUp();
  const refused = async (request: ReturnType<typeof beacon>) =>
    (await audience(request, beaconServices)).status;
  expect(await refused(beacon(VIEW, { origin: 'https://evil.example' }))).toBe(403);
  expect(await refused(beacon(VIEW, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
  const unmarked = beacon(VIEW);
  const bare = {
    ...unmarked,
    header: (name: string) =>
      /^(origin|sec-fetch-site)$/.test(name) ? undefined : unmarked.header(name),
  };
  expect(await refused(bare)).toBe(403);
  expect(await refused(beacon({ ...VIEW, pad: 'x'.repeat(MAX_BEACON_BYTES) }))).toBe(413);
  expect(await refused(beacon({ ...VIEW, page: '/pt/sellers' }))).toBe(400);
  expect(await refused(beacon({ ...VIEW, page: '/admin/' }))).toBe(400);
  expect(await refused(beacon({ ...VIEW, source: 'newsletter-campaign' }))).toBe(400);
  expect(rows).toEqual([]);
});

test('a request that did not come through Hosting is not counted', async () => {
  const { rows, beaconServices } = setUp();
  const direct = incoming(VIEW, {
    headers: { 'content-type': 'text/plain', origin: SITE, 'user-agent': CHROME },
  });
  expect((await audience(direct, beaconServices)).status).toBe(204);
  expect(rows).toEqual([]);
});

test('the address is cut to its network at once: /24 for IPv4, /48 for IPv6', () => {
  expect(truncatedAddress('203.0.113.17')).toBe('203.0.113.0');
  expect(truncatedAddress('::ffff:203.0.113.17')).toBe('203.0.113.0');
  expect(truncatedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
  expect(truncatedAddress('2001:db8::1')).toBe('2001:db8:0::');
  expect(truncatedAddress('unverified')).toBeUndefined();
  expect(browserFamily(CHROME)).toBe('chrome');
  expect(
    browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
  ).toBe('firefox');
});

test('one visitor per network and browser a day; the next day another hash; the spent salt deleted', async () => {
  // A day of its own: an instance keeps the day's salt in memory.
  const day = Date.UTC(2026, 11, 9, 12);
  const today = setUp(day);
  await audience(beacon(VIEW, {}, '198.51.100.4'), today.beaconServices);
  await audience(beacon(VIEW, {}, '198.51.100.200'), today.beaconServices);
  const [first, second] = today.rows as Extract<AudienceRow, { kind: 'view' }>[];
  expect(first.visitor).toBe(second.visitor);
  const salt = today.values.get('audienceSalts/2026-12-09') as string;
  expect(first.visitor).toBe(visitorHash(salt, '198.51.100.0', 'chrome'));

  const tomorrow = day + 86_400_000;
  expect(await daySalt(today.beaconServices.db, tomorrow)).not.toBe(salt);
  expect(await deleteSpentSalts(today.beaconServices.db, tomorrow)).toEqual(['2026-12-09']);
  expect([...today.values.keys()].filter((key) => key.startsWith('audienceSalts/'))).toEqual([
    'audienceSalts/2026-12-10',
  ]);
});

test('a sign-up started on a page view is counted with its audience and the page it began on', async () => {
  const { rows, beaconServices } = setUp();
  await audience(
    beacon({
      ...VIEW,
      page: '/account',
      entry: false,
      source: 'internal',
      signUp: { role: 'seller', from: '/sellers' },
      visitEntry: '/news/instant-payouts',
    }),
    beaconServices,
  );
  expect(rows[1]).toEqual({
    kind: 'conversion',
    conversion: 'sign-up-started',
    locale: 'en',
    role: 'seller',
    start_page: '/sellers',
    entry_page: '/news/instant-payouts',
  });
});

test('an account is counted once a day, with its fresh ID token, and never by its uid', async () => {
  const { rows, beaconServices } = setUp();
  const withAccount = {
    ...beaconServices,
    verifyAccountToken: async (token: string) => {
      if (token !== 'good') throw new Error('invalid');
      return { uid: 'uid-123', authTime: NOON / 1000 - 60, emailVerified: false };
    },
  };
  const report = (token: string) =>
    audience(
      beacon(
        { page: '/account', conversion: 'account-created', role: 'buyer', from: '/sellers' },
        { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ),
      withAccount,
    );
  await report('forged');
  await report('good');
  await report('good');
  expect(rows).toEqual([
    {
      kind: 'conversion',
      conversion: 'account-created',
      locale: 'en',
      role: 'buyer',
      start_page: '/sellers',
      entry_page: undefined,
    },
  ]);
  expect(JSON.stringify(rows)).not.toContain('uid-123');
});
