/**
 * The daily figures' tables, one row per day and what it is counted by, each partitioned by its
 * `day` and kept 25 months (AGGREGATE_DAYS). Made from the raw rows by daily-queries.mjs; read by
 * the staff page's report (report-queries.mjs).
 */
export const DAILY_TABLES = {
  daily_traffic: { day: 'DATE', views: 'INT64', visits: 'INT64', visitors: 'INT64' },
  daily_views: {
    day: 'DATE',
    page: 'STRING',
    template: 'STRING',
    locale: 'STRING',
    device: 'STRING',
    source: 'STRING',
    views: 'INT64',
    entries: 'INT64',
  },
  daily_conversions: {
    day: 'DATE',
    conversion: 'STRING',
    role: 'STRING',
    start_page: 'STRING',
    entry_page: 'STRING',
    locale: 'STRING',
    conversions: 'INT64',
  },
  daily_vitals: {
    day: 'DATE',
    template: 'STRING',
    device: 'STRING',
    metric: 'STRING',
    bucket: 'FLOAT64',
    rating: 'STRING',
    visits: 'INT64',
  },
  daily_targets: {
    day: 'DATE',
    template: 'STRING',
    device: 'STRING',
    metric: 'STRING',
    target: 'STRING',
    visits: 'INT64',
  },
};

/** How long the raw rows live: two days (their partitions expire), so never past 48 hours. */
export const RAW_DAYS = 2;

/** How long the daily figures live: 25 months, counted generously short (25 x 30 days). */
export const AGGREGATE_DAYS = 750;
