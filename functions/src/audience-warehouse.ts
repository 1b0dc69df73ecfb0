import { REPORT_QUERIES } from '../../lib/audience/report-queries.mjs';
import type { AudienceQuery } from './services';

/** Where BigQuery keeps the dataset: the EU multi-region (scripts/audience-setup.mjs). */
const LOCATION = 'EU';

/**
 * The daily figures' reader. Deployed, BigQuery, with the functions' own account (BigQuery Data
 * Viewer and Job User on the dataset, scripts/audience-setup.mjs). In the emulators, the local
 * engine of `npm start` and `npm test` (scripts/lib/audience-warehouse.mjs), which runs the same
 * named queries on DuckDB, at AUDIENCE_WAREHOUSE_URL.
 */
export function audienceQuery(): AudienceQuery {
  const local = process.env.AUDIENCE_WAREHOUSE_URL;
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return async (name, params) => {
      if (!local) throw new Error('AUDIENCE_WAREHOUSE_URL names no local warehouse');
      const response = await fetch(`${local}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, params }),
      });
      if (!response.ok) throw new Error(`the local warehouse answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>[];
    };
  }
  return async (name, params) => {
    const { BigQuery } = await import('@google-cloud/bigquery');
    const query = REPORT_QUERIES[name as keyof typeof REPORT_QUERIES];
    const [rows] = await new BigQuery().query({ query, params, location: LOCATION });
    return rows as Record<string, unknown>[];
  };
}
