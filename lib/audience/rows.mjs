// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * The rows of the audience measurement, as the ingest function writes them and the warehouse
 * keeps them. Each row is one structured log line of the function (audience-rows.ts); Cloud
 * Logging's sink copies exactly those lines, by their label, into BigQuery, where they land in
 * the table the sink names after the log (Cloud Run's standard output), under `jsonPayload`, with
 * the line's time as `timestamp`. Locally, the warehouse stand-in (scripts/lib/audience-warehouse
 * .mjs) reads the same lines from the Functions emulator and keeps them in a table of that shape.
 */

/** The BigQuery dataset (in the EU multi-region), and the same schema in the local engine. */
export const DATASET = 'audience';

/** The table the sink writes: Cloud Logging names it after the log, run.googleapis.com/stdout. */
export const SINK_TABLE = 'run_googleapis_com_stdout';

/** The label that marks a line as a row, which the sink's filter selects and no other line has. */
export const ROW_LABEL = { key: 'agora', value: 'audience-row' };

/** The log line's message, which the sink also keeps (jsonPayload.message). */
export const ROW_MESSAGE = 'audience row';

/**
 * Every field a row may have, with its type as the sink infers it from the JSON (numbers become
 * FLOAT64). A page view has the first group, a conversion the second; a field a row lacks is NULL.
 */
export const ROW_FIELDS = {
  kind: 'STRING',
  locale: 'STRING',
  // A page view ('view'):
  page: 'STRING',
  template: 'STRING',
  device: 'STRING',
  source: 'STRING',
  entry: 'BOOL',
  visitor: 'STRING',
  lcp: 'FLOAT64',
  inp: 'FLOAT64',
  cls: 'FLOAT64',
  fcp: 'FLOAT64',
  ttfb: 'FLOAT64',
  lcp_target: 'STRING',
  inp_target: 'STRING',
  cls_target: 'STRING',
  // A conversion ('conversion'):
  conversion: 'STRING',
  role: 'STRING',
  start_page: 'STRING',
  entry_page: 'STRING',
};
