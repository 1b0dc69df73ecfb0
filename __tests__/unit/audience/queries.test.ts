/**
 * @jest-environment node
 */
import { Parser } from 'node-sql-parser';
import { DAILY_QUERIES, VIEWS } from '@/lib/audience/daily-queries.mjs';
import { REPORT_QUERIES } from '@/lib/audience/report-queries.mjs';
import { openWarehouse } from '@/scripts/lib/audience-warehouse.mjs';

type Warehouse = Awaited<ReturnType<typeof openWarehouse>>;
let warehouse: Warehouse;

const view = (fields: Record<string, unknown>) => ({
  kind: 'view',
  locale: 'en',
  page: '/sellers',
  template: '/sellers',
  device: 'phone',
  source: 'internal',
  entry: false,
  visitor: 'a',
  ...fields,
});

const at = (day: string, time = '12:00:00') => Date.parse(`${day}T${time}Z`);

// Two days of known rows: the 1st has 8 phone views of /sellers (LCPs 1000 to 8000 ms), three of
// them entries by two visitors; the 2nd one desktop view of /news/[slug] and two conversions.
beforeAll(async () => {
  warehouse = await openWarehouse();
  const lcps = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000];
  for (const [index, lcp] of lcps.entries()) {
    await warehouse.insert(
      view({
        lcp,
        cls: index < 6 ? 0.05 : 0.3,
        lcp_target: lcp > 2500 ? 'main>h1' : undefined,
        entry: index < 3,
        source: index < 2 ? 'search' : index < 3 ? 'direct' : 'internal',
        visitor: index < 2 ? 'a' : 'b',
      }),
      at('2026-12-01', `0${index}:30:00`),
    );
  }
  await warehouse.insert(
    view({
      page: '/news/instant-payouts',
      template: '/news/[slug]',
      device: 'desktop',
      entry: true,
      source: 'social',
      visitor: 'c',
      lcp: 900,
    }),
    at('2026-12-02'),
  );
  await warehouse.insert(
    {
      kind: 'conversion',
      locale: 'en',
      conversion: 'sign-up-started',
      role: 'seller',
      start_page: '/sellers',
      entry_page: '/sellers',
    },
    at('2026-12-02'),
  );
  await warehouse.insert(
    {
      kind: 'conversion',
      locale: 'en',
      conversion: 'account-created',
      role: 'seller',
      start_page: '/sellers',
      entry_page: '/sellers',
    },
    at('2026-12-02'),
  );
  // A row of the day before the period: outside every figure below.
  await warehouse.insert(view({ entry: true, visitor: 'z' }), at('2026-11-20'));
  for (const day of ['2026-11-20', '2026-12-01', '2026-12-02']) await warehouse.refresh(day);
});
afterAll(() => warehouse.close());

const report = (name: keyof typeof REPORT_QUERIES) =>
  warehouse.report(name, { from: '2026-11-26', to: '2026-12-02' });

test('every query parses as BigQuery SQL', () => {
  const parser = new Parser();
  for (const sql of [...VIEWS, ...Object.values(DAILY_QUERIES), ...Object.values(REPORT_QUERIES)]) {
    expect(() => parser.astify(sql, { database: 'bigquery' })).not.toThrow();
  }
});

test('views, visits and visitors per day: exact counts, visitors distinct within a day', async () => {
  expect(await report('traffic')).toEqual([
    { day: '2026-12-01', views: '8', visits: '3', visitors: '2' },
    { day: '2026-12-02', views: '1', visits: '1', visitors: '1' },
  ]);
});

test('top pages, entry pages, sources, devices', async () => {
  expect(await report('pages')).toEqual([
    { page: '/sellers', template: '/sellers', views: '8', entries: '3' },
    { page: '/news/instant-payouts', template: '/news/[slug]', views: '1', entries: '1' },
  ]);
  expect(await report('sources')).toEqual([
    { source: 'search', visits: '2' },
    { source: 'direct', visits: '1' },
    { source: 'social', visits: '1' },
  ]);
  expect(await report('devices')).toEqual([
    { device: 'phone', views: '8', visits: '3' },
    { device: 'desktop', views: '1', visits: '1' },
  ]);
});

test('conversions per entry page and per page they started on', async () => {
  expect(await report('byEntryPage')).toEqual([
    { page: '/sellers', visits: '3', conversion: 'account-created', conversions: '1' },
    { page: '/sellers', visits: '3', conversion: 'sign-up-started', conversions: '1' },
    { page: '/news/instant-payouts', visits: '1', conversion: null, conversions: '0' },
  ]);
});

test('Web Vitals: the 75th percentile of the merged days, and each rating share', async () => {
  const vitals = await report('vitals');
  // Eight LCPs 1000..8000: the sixth (6000) is the first with three quarters at or below it.
  expect(vitals).toContainEqual({
    template: '/sellers',
    device: 'phone',
    metric: 'lcp',
    visits: '8',
    p75: 6000,
    good: '2',
    improve: '2',
    poor: '4',
  });
  // CLS in thousandths: six of 0.05, two of 0.3.
  expect(vitals).toContainEqual(
    expect.objectContaining({ metric: 'cls', p75: 50, good: '6', improve: '0', poor: '2' }),
  );
  expect(await report('targets')).toContainEqual({
    template: '/sellers',
    device: 'phone',
    metric: 'lcp',
    target: 'main>h1',
    visits: '6',
  });
});

test('a day made again replaces its figures: the hourly schedule counts nothing twice', async () => {
  await warehouse.refresh('2026-12-01');
  expect((await report('traffic'))[0]).toMatchObject({ views: '8' });
});
