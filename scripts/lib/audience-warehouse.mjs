/**
 * The audience measurement's warehouse on this machine: DuckDB in memory, holding the rows as
 * BigQuery holds them behind Cloud Logging's sink (the sink's table, `jsonPayload` and
 * `timestamp`), the same views, the same daily tables and the same queries, so `npm start` and
 * `npm test` show real figures with no cloud account. The rows arrive as they do deployed: as
 * the function's labelled log lines, read here from the Functions emulator's output (takeLine).
 * Each report first makes the daily figures of every day the raw rows hold again, as the
 * hourly schedule does deployed, and the raw rows older than two days go, as their partitions do.
 */
import { createServer } from 'node:http';
import { DuckDBInstance } from '@duckdb/node-api';
import { DAILY_QUERIES, VIEWS } from '../../lib/audience/daily-queries.mjs';
import { DAILY_TABLES, RAW_DAYS } from '../../lib/audience/daily-tables.mjs';
import { REPORT_QUERIES } from '../../lib/audience/report-queries.mjs';
import { DATASET, ROW_FIELDS, ROW_LABEL, SINK_TABLE } from '../../lib/audience/rows.mjs';

/** BigQuery's names for the types DuckDB spells otherwise (STRING, INT64, BOOL and DATE it has). */
const DUCKDB_TYPES = { FLOAT64: 'DOUBLE' };
const columns = (fields) =>
  Object.entries(fields)
    .map(([name, type]) => `${name} ${DUCKDB_TYPES[type] ?? type}`)
    .join(', ');

/** BigQuery's `@name` parameters, as DuckDB binds them by the same name: `$name`. */
export const locally = (sql) => sql.replace(/@(\w+)/g, '$$$1');

/** A row's values in ROW_FIELDS's order, for the sink table's struct. */
const struct = () =>
  `{${Object.keys(ROW_FIELDS)
    .map((field) => `'${field}': $${field}`)
    .join(', ')}}`;

/** The engine with its tables and views, and what the stand-in and the tests do with it. */
export async function openWarehouse() {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`CREATE SCHEMA ${DATASET}`);
  await connection.run(
    `CREATE TABLE ${DATASET}.${SINK_TABLE} (timestamp TIMESTAMP, jsonPayload STRUCT(${columns(ROW_FIELDS)}))`,
  );
  for (const [name, fields] of Object.entries(DAILY_TABLES)) {
    await connection.run(`CREATE TABLE ${DATASET}.${name} (${columns(fields)})`);
  }
  for (const view of VIEWS) await connection.run(view);

  // One write at a time: DuckDB's connection runs one statement at a time.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /**
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  const serially = (work) => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  const insert = (row, at) =>
    serially(() =>
      connection.run(
        `INSERT INTO ${DATASET}.${SINK_TABLE} VALUES (CAST($at AS TIMESTAMP), ${struct()})`,
        {
          at: new Date(at).toISOString().replace('T', ' ').replace('Z', ''),
          ...Object.fromEntries(
            Object.keys(ROW_FIELDS).map((field) => [field, row[field] ?? null]),
          ),
        },
      ),
    );

  /** Every daily table's `day` made again from the raw rows, as one scheduled run does. */
  const refresh = (day) =>
    serially(async () => {
      for (const [name, query] of Object.entries(DAILY_QUERIES)) {
        await connection.run(`DELETE FROM ${DATASET}.${name} WHERE day = CAST($day AS DATE)`, {
          day,
        });
        await connection.run(`INSERT INTO ${DATASET}.${name} ${locally(query)}`, { day });
      }
    });

  /** The raw rows' days, after those past RAW_DAYS have gone. */
  const rawDays = (now) =>
    serially(async () => {
      await connection.run(
        `DELETE FROM ${DATASET}.${SINK_TABLE} WHERE timestamp < CAST($until AS TIMESTAMP)`,
        { until: new Date(now - RAW_DAYS * 86_400_000).toISOString().slice(0, 10) },
      );
      const reader = await connection.runAndReadAll(
        `SELECT DISTINCT CAST(CAST(timestamp AS DATE) AS VARCHAR) AS day FROM ${DATASET}.${SINK_TABLE}`,
      );
      return reader.getRowObjectsJson().map((row) => row.day);
    });

  const report = (name, params) =>
    serially(async () => {
      const reader = await connection.runAndReadAll(locally(REPORT_QUERIES[name]), params);
      return reader.getRowObjectsJson();
    });

  return {
    insert,
    refresh,
    rawDays,
    report,
    close: () => connection.closeSync(),
  };
}

/** A log line of the Functions emulator's, as the CLI prints it (">  {json}"), if it is a row. */
export function rowOfLine(line) {
  const json = line.replace(/^\W*>\s+/, '');
  if (!json.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(json);
    if (entry['logging.googleapis.com/labels']?.[ROW_LABEL.key] !== ROW_LABEL.value)
      return undefined;
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * The stand-in: the warehouse and an HTTP server on `port` that answers the report function
 * (functions/src/audience-warehouse.ts): POST /query with `{ name, params }` runs that named
 * report query and answers its rows.
 */
export async function startAudienceWarehouse({ port, host }) {
  const warehouse = await openWarehouse();
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const { name, params } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (request.method !== 'POST' || request.url !== '/query' || !(name in REPORT_QUERIES)) {
          response.writeHead(request.method === 'GET' ? 200 : 404).end();
          return;
        }
        for (const day of await warehouse.rawDays(Date.now())) await warehouse.refresh(day);
        const rows = await warehouse.report(name, params);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    /** Keeps a line of the Functions emulator's output if it is a row, with this moment's time. */
    takeLine(line) {
      const row = rowOfLine(line);
      if (row) warehouse.insert(row, Date.now()).catch((error) => console.error(error));
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      warehouse.close();
    },
  };
}
