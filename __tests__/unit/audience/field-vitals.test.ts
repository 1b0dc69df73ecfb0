/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportCsv } from '@/app/[locale]/staff/audience-csv';
import type { AudienceReport } from '@/lib/audience/report';
import { fieldLcp } from '@/scripts/lib/field-vitals.mjs';

const vital = (template: string, device: string, metric: string, p75: number) => ({
  template,
  device,
  metric,
  p75,
  visits: 10,
  good: 7,
  improve: 2,
  poor: 1,
});

test("the bench reads the field's LCP p75 from the staff page's CSV, per template and device", () => {
  const report = {
    from: '2026-11-26',
    to: '2026-12-02',
    traffic: [{ day: '2026-12-02', views: 3, visits: 2, visitors: 2 }],
    pages: [{ page: '/news/a,b "c"', template: '/news/[slug]', views: 1, entries: 1 }],
    vitals: [
      vital('/news/[slug]', 'phone', 'lcp', 1840),
      vital('/news/[slug]', 'desktop', 'lcp', 910),
      vital('/news/[slug]', 'phone', 'inp', 120),
      vital('/sellers', 'phone', 'lcp', 2100),
    ],
  } as unknown as AudienceReport;
  const file = join(mkdtempSync(join(tmpdir(), 'field-')), 'audience.csv');
  writeFileSync(file, reportCsv(report));
  const field = fieldLcp(file);
  expect(field('/news/instant-payouts')).toBe('phone 1840 ms, desktop 910 ms');
  expect(field('/sellers')).toBe('phone 2100 ms');
  expect(field('/about')).toBe('-');
});
