import { isStaffAccount } from '../../lib/staff-account';
import { PERIODS, type AudienceReport, type ReportSection } from '../../lib/audience/report';
import { REPORT_QUERIES } from '../../lib/audience/report-queries.mjs';
import { utcDay } from './audience-salt';
import { endpoint, refuse } from './endpoint';
import { JSON_TYPE } from './request-body';
import type { AudienceServices } from './services';
import { signedInAccount } from './signed-in';

const DAY_MS = 86_400_000;

/** BigQuery's values as JSON: a DATE arrives as { value }, a count of the local engine as text. */
function plain(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'value' in value) return plain(value.value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/**
 * POST /api/audience-report: the audience's figures for the staff page, `{ days }` (7, 28 or 90)
 * with a staff account's ID token as a Bearer token. Every section is one query of the daily
 * tables (report-queries.mjs): never the raw rows, so a report costs what the figures weigh.
 */
export const audienceReport = endpoint<AudienceServices>(
  { accepts: [JSON_TYPE], appCheck: false },
  async ({ request, body }, services) => {
    const account = await signedInAccount(request, services);
    if (!account) return refuse(401, 'sign-in');
    if (!isStaffAccount(account)) return refuse(403, 'not-staff');
    const days = PERIODS.find((period) => period === body.days);
    if (!days) return refuse(400, 'invalid-fields', { fields: { days: 'choice' } });
    const now = services.now();
    const params = { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
    const sections = await Promise.all(
      Object.entries(REPORT_QUERIES).map(async ([name]) => {
        const rows = await services.queryAudience(name, params);
        const values = rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])),
        );
        return [name as ReportSection, values] as const;
      }),
    );
    const report = { ...params, ...Object.fromEntries(sections) } as AudienceReport;
    return { status: 200, body: report };
  },
);
