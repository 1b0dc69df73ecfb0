// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * What the staff page shows, read from the daily tables alone (never the raw rows), for the days
 * `@from` to `@to` (DATEs, both included), in the SQL both BigQuery and the local engine run. The
 * report function (functions/src/audience-report.ts) runs each by name.
 */
import { DATASET } from './rows.mjs';

const table = (name) => `${DATASET}.${name}`;
const PERIOD = 'day BETWEEN CAST(@from AS DATE) AND CAST(@to AS DATE)';

/** How many rows a ranking keeps. */
export const TOP = 20;

export const REPORT_QUERIES = {
  traffic: `SELECT day, views, visits, visitors FROM ${table('daily_traffic')}
WHERE ${PERIOD} ORDER BY day`,
  pages: `SELECT page, template, SUM(views) AS views, SUM(entries) AS entries
FROM ${table('daily_views')} WHERE ${PERIOD}
GROUP BY page, template ORDER BY views DESC, page LIMIT ${TOP}`,
  entryPages: `SELECT page, SUM(entries) AS visits FROM ${table('daily_views')}
WHERE ${PERIOD} AND entries > 0
GROUP BY page ORDER BY visits DESC, page LIMIT ${TOP}`,
  sources: `SELECT source, SUM(entries) AS visits FROM ${table('daily_views')}
WHERE ${PERIOD} AND entries > 0
GROUP BY source ORDER BY visits DESC, source`,
  languages: `SELECT locale, SUM(views) AS views, SUM(entries) AS visits FROM ${table('daily_views')}
WHERE ${PERIOD} GROUP BY locale ORDER BY views DESC, locale`,
  devices: `SELECT device, SUM(views) AS views, SUM(entries) AS visits FROM ${table('daily_views')}
WHERE ${PERIOD} GROUP BY device ORDER BY views DESC, device`,
  conversions: `SELECT conversion, role, SUM(conversions) AS conversions
FROM ${table('daily_conversions')} WHERE ${PERIOD}
GROUP BY conversion, role ORDER BY conversion, role`,
  // Each entry page's visits, and the conversions of the visits that entered there.
  byEntryPage: `WITH visits AS (
  SELECT page, SUM(entries) AS visits FROM ${table('daily_views')}
  WHERE ${PERIOD} AND entries > 0 GROUP BY page
), converted AS (
  SELECT entry_page AS page, conversion, SUM(conversions) AS conversions
  FROM ${table('daily_conversions')} WHERE ${PERIOD} AND entry_page <> ''
  GROUP BY entry_page, conversion
)
SELECT visits.page AS page, visits.visits AS visits, converted.conversion AS conversion,
  COALESCE(converted.conversions, 0) AS conversions
FROM visits LEFT JOIN converted ON converted.page = visits.page
ORDER BY visits DESC, page, conversion`,
  // Each page's views, and the conversions started there (the report keeps the audience pages).
  byStartPage: `WITH viewed AS (
  SELECT page, template, SUM(views) AS views FROM ${table('daily_views')}
  WHERE ${PERIOD} GROUP BY page, template
), converted AS (
  SELECT start_page AS page, conversion, SUM(conversions) AS conversions
  FROM ${table('daily_conversions')} WHERE ${PERIOD} AND start_page <> ''
  GROUP BY start_page, conversion
)
SELECT viewed.page AS page, viewed.template AS template, viewed.views AS views,
  converted.conversion AS conversion, COALESCE(converted.conversions, 0) AS conversions
FROM viewed LEFT JOIN converted ON converted.page = viewed.page
ORDER BY views DESC, page, conversion`,
  // The 75th percentile read from the merged histograms: the first bucket whose running count
  // reaches three quarters of the visits; and the share of each rating.
  vitals: `WITH merged AS (
  SELECT template, device, metric, bucket, SUM(visits) AS visits,
    SUM(CASE WHEN rating = 'good' THEN visits ELSE 0 END) AS good,
    SUM(CASE WHEN rating = 'needs-improvement' THEN visits ELSE 0 END) AS improve
  FROM ${table('daily_vitals')} WHERE ${PERIOD}
  GROUP BY template, device, metric, bucket
), running AS (
  SELECT template, device, metric, bucket, visits, good, improve,
    SUM(visits) OVER (PARTITION BY template, device, metric ORDER BY bucket
      ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS below,
    SUM(visits) OVER (PARTITION BY template, device, metric) AS total
  FROM merged
)
SELECT template, device, metric, MAX(total) AS visits,
  MIN(CASE WHEN below * 4 >= total * 3 THEN bucket END) AS p75,
  SUM(good) AS good, SUM(improve) AS improve, SUM(visits) - SUM(good) - SUM(improve) AS poor
FROM running GROUP BY template, device, metric ORDER BY template, device, metric`,
  targets: `SELECT template, device, metric, target, SUM(visits) AS visits
FROM ${table('daily_targets')} WHERE ${PERIOD}
GROUP BY template, device, metric, target ORDER BY template, device, metric, visits DESC, target`,
};
