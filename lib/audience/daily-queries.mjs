/**
 * What turns the raw rows into the daily figures, written once in the SQL both engines run:
 * BigQuery's scheduled queries in production (scripts/audience-setup.mjs schedules them) and
 * DuckDB locally (scripts/lib/audience-warehouse.mjs). The raw rows live two days; the daily
 * tables 25 months. Parameters are written as BigQuery names them (`@day`, a DATE): the local
 * engine binds them by the same names.
 */
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals';
import { DATASET, ROW_FIELDS, SINK_TABLE } from './rows.mjs';

/** Each metric's good and poor limits, as the web-vitals library rates a value. */
const THRESHOLDS = {
  lcp: LCPThresholds,
  inp: INPThresholds,
  cls: CLSThresholds,
  fcp: FCPThresholds,
  ttfb: TTFBThresholds,
};

/**
 * CLS is a score (0.1 is good); the others are milliseconds. The histograms hold CLS in
 * thousandths, so one set of buckets serves every metric.
 */
export const METRIC_SCALE = { lcp: 1, inp: 1, cls: 1000, fcp: 1, ttfb: 1 };

/** The worst element each metric names (audience-fields.ts's TARGETED_METRICS). */
const TARGETS = { lcp: 'lcp_target', inp: 'inp_target', cls: 'cls_target' };

const table = (name) => `${DATASET}.${name}`;

/** The rows as columns: the sink's table, flattened, with each row's UTC day. */
export const EVENTS_VIEW = `CREATE OR REPLACE VIEW ${table('events')} AS
SELECT timestamp, CAST(timestamp AS DATE) AS day,
  ${Object.keys(ROW_FIELDS)
    .map((field) => `jsonPayload.${field} AS ${field}`)
    .join(',\n  ')}
FROM ${table(SINK_TABLE)}`;

const rating = (metric) => {
  const [good, poor] = THRESHOLDS[metric].map((limit) => limit * METRIC_SCALE[metric]);
  return `CASE WHEN ${metric} * ${METRIC_SCALE[metric]} <= ${good} THEN 'good' WHEN ${metric} * ${METRIC_SCALE[metric]} <= ${poor} THEN 'needs-improvement' ELSE 'poor' END`;
};

/**
 * Each page view's vitals, one row per metric, with the value on the histograms' scale, its
 * rating and the element it names. Buckets keep two significant figures or better: 10 ms steps
 * below a second, 100 ms to ten seconds, whole seconds above.
 */
export const VITALS_VIEW = `CREATE OR REPLACE VIEW ${table('vitals')} AS
WITH measured AS (
${Object.keys(THRESHOLDS)
  .map(
    (metric) =>
      `  SELECT timestamp, template, device, '${metric}' AS metric, ${metric} * ${METRIC_SCALE[metric]} AS value, ${rating(metric)} AS rating, ${TARGETS[metric] ?? 'CAST(NULL AS STRING)'} AS target
  FROM ${table('events')} WHERE kind = 'view' AND ${metric} IS NOT NULL`,
  )
  .join('\n  UNION ALL\n')}
)
SELECT timestamp, template, device, metric, value, rating, target,
  CASE WHEN value < 1000 THEN ROUND(value / 10) * 10
    WHEN value < 10000 THEN ROUND(value / 100) * 100
    ELSE ROUND(value / 1000) * 1000 END AS bucket
FROM measured`;

/** The day `@day` as the raw rows' partitions hold it: pruned by their timestamp. */
const ON_DAY = `timestamp >= CAST(@day AS TIMESTAMP) AND timestamp < CAST(@day AS TIMESTAMP) + INTERVAL 1 DAY`;

/**
 * Each daily table's figures for `@day`, made from the raw rows, in the table's column order.
 * Each result replaces that day's partition of its table whole (BigQuery: the scheduled query's
 * destination is the day's partition, written with WRITE_TRUNCATE; locally: the day's rows are
 * deleted first), so running one again, as the hourly schedule does, counts nothing twice.
 */
export const DAILY_QUERIES = {
  daily_traffic: `SELECT CAST(@day AS DATE) AS day, COUNT(*) AS views, COUNTIF(entry) AS visits,
  COUNT(DISTINCT visitor) AS visitors
FROM ${table('events')} WHERE kind = 'view' AND ${ON_DAY}`,
  daily_views: `SELECT CAST(@day AS DATE) AS day, page, template, locale, device, source,
  COUNT(*) AS views, COUNTIF(entry) AS entries
FROM ${table('events')} WHERE kind = 'view' AND ${ON_DAY}
GROUP BY page, template, locale, device, source`,
  daily_conversions: `SELECT CAST(@day AS DATE) AS day, conversion, COALESCE(role, '') AS role,
  COALESCE(start_page, '') AS start_page, COALESCE(entry_page, '') AS entry_page, locale,
  COUNT(*) AS conversions
FROM ${table('events')} WHERE kind = 'conversion' AND ${ON_DAY}
GROUP BY conversion, role, start_page, entry_page, locale`,
  daily_vitals: `SELECT CAST(@day AS DATE) AS day, template, device, metric, bucket, rating,
  COUNT(*) AS visits
FROM ${table('vitals')} WHERE ${ON_DAY}
GROUP BY template, device, metric, bucket, rating`,
  daily_targets: `SELECT CAST(@day AS DATE) AS day, template, device, metric, target,
  COUNT(*) AS visits
FROM ${table('vitals')} WHERE ${ON_DAY} AND rating <> 'good' AND target IS NOT NULL
GROUP BY template, device, metric, target`,
};

/** The views the daily queries read, in the order they are made (vitals reads events). */
export const VIEWS = [EVENTS_VIEW, VITALS_VIEW];
