// `npm run audience:setup -- --project <id> [--run]`: the audience measurement's one-time setup
// in a Firebase project's Google Cloud project, as `bq` and `gcloud` commands made from the same
// tables and queries the local engine runs (lib/audience/). Without --run it prints them, to read
// or paste; with --run it runs each in turn (a project owner, signed in to gcloud). Running it
// again after a change to a query updates the schedules (they are deleted and made again).
import { spawnSync } from 'node:child_process';
import { DAILY_QUERIES, VIEWS } from '../lib/audience/daily-queries.mjs';
import { AGGREGATE_DAYS, DAILY_TABLES, RAW_DAYS } from '../lib/audience/daily-tables.mjs';
import { DATASET, ROW_LABEL } from '../lib/audience/rows.mjs';

const DAY_SECONDS = 86_400;
/** The EU multi-region: every row and figure stays in the European Union. */
export const LOCATION = 'EU';
export const SINK = 'audience-rows';
/** The Cloud Run service the ingest function runs as (2nd-gen functions are lower-cased). */
export const SERVICE = 'audience';

/** The sink's filter: the ingest's labelled lines, and nothing else of any log. */
export const SINK_FILTER = `resource.type="cloud_run_revision" AND resource.labels.service_name="${SERVICE}" AND labels.${ROW_LABEL.key}="${ROW_LABEL.value}"`;

/**
 * What the project's log buckets must not keep: the rows (the sink has them), and the platform's
 * request log of the ingest, which would keep each visitor's whole address for 30 days.
 */
export const EXCLUSION_FILTER = `resource.type="cloud_run_revision" AND resource.labels.service_name="${SERVICE}"`;

const schema = (columns) =>
  Object.entries(columns)
    .map(([name, type]) => `${name}:${type}`)
    .join(',');

/** A daily query with its day set from the run's own date: today's, or the day before. */
const scheduled = (query, daysBack) =>
  query.replaceAll(
    '@day',
    daysBack === 0 ? '@run_date' : `DATE_SUB(@run_date, INTERVAL ${daysBack} DAY)`,
  );

/** Each command, as an argument list. */
export function setupCommands(project) {
  const dataset = `${project}:${DATASET}`;
  const commands = [
    // The dataset: in the EU, every table's partitions expiring after RAW_DAYS unless its own say
    // otherwise: the sink's table (the raw rows) takes that default.
    [
      'bq',
      'mk',
      '--dataset',
      `--location=${LOCATION}`,
      `--default_partition_expiration=${RAW_DAYS * DAY_SECONDS}`,
      '--description=Audience measurement: raw rows (2 days) and daily figures (25 months)',
      dataset,
    ],
    ...Object.entries(DAILY_TABLES).map(([name, columns]) => [
      'bq',
      'mk',
      '--table',
      '--time_partitioning_field=day',
      '--time_partitioning_type=DAY',
      `--time_partitioning_expiration=${AGGREGATE_DAYS * DAY_SECONDS}`,
      `${dataset}.${name}`,
      schema(columns),
    ]),
    // The sink: the ingest's rows into the dataset, in tables partitioned by their timestamp.
    [
      'gcloud',
      'logging',
      'sinks',
      'create',
      SINK,
      `bigquery.googleapis.com/projects/${project}/datasets/${DATASET}`,
      `--project=${project}`,
      '--use-partitioned-tables',
      `--log-filter=${SINK_FILTER}`,
    ],
    // Kept out of the project's own log buckets: rows and request logs alike.
    [
      'gcloud',
      'logging',
      'sinks',
      'update',
      '_Default',
      `--project=${project}`,
      `--add-exclusion=name=audience,filter=${EXCLUSION_FILTER}`,
    ],
    // The views the daily queries read; the sink's table exists from the first row on, so a
    // view made before it fails: run again once the site has had a visit.
    ...VIEWS.map((view) => [
      'bq',
      'query',
      `--project_id=${project}`,
      `--location=${LOCATION}`,
      '--use_legacy_sql=false',
      view,
    ]),
    // The schedules: every hour for today, every day just after midnight for yesterday, each run
    // replacing its day's partition of its table whole.
    ...Object.entries(DAILY_QUERIES).flatMap(([name, query]) =>
      [0, 1].map((daysBack) => [
        'bq',
        'mk',
        '--transfer_config',
        `--project_id=${project}`,
        `--location=${LOCATION}`,
        '--data_source=scheduled_query',
        `--target_dataset=${DATASET}`,
        `--display_name=audience ${name} ${daysBack === 0 ? 'today' : 'yesterday'}`,
        `--schedule=${daysBack === 0 ? 'every 1 hours' : 'every day 00:30'}`,
        `--params=${JSON.stringify({
          query: scheduled(query, daysBack),
          destination_table_name_template: `${name}$${daysBack === 0 ? '{run_time|"%Y%m%d"}' : '{run_time-24h|"%Y%m%d"}'}`,
          write_disposition: 'WRITE_TRUNCATE',
          partitioning_field: 'day',
        })}`,
      ]),
    ),
  ];
  return commands;
}

/** Who must be let in, once the sink exists: its writer, and the functions reading the figures. */
export function grants(project, projectNumber) {
  return [
    `Give the sink's writer identity (gcloud logging sinks describe ${SINK} --format='value(writerIdentity)') BigQuery Data Editor on the dataset ${DATASET}.`,
    `Give the functions' account (${projectNumber}-compute@developer.gserviceaccount.com) BigQuery Data Viewer on ${DATASET} and BigQuery Job User on ${project}.`,
  ];
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const project = args[args.indexOf('--project') + 1];
  if (!args.includes('--project') || !project) {
    console.error('Name the project: npm run audience:setup -- --project <id> [--run]');
    process.exit(2);
  }
  for (const command of setupCommands(project)) {
    console.log(command.map(quote).join(' '));
    if (args.includes('--run')) {
      const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
      if (status !== 0) console.error(`(exit ${status}; already there, or see above)`);
    }
  }
  for (const grant of grants(project, '<project-number>')) console.log(`# ${grant}`);
}
