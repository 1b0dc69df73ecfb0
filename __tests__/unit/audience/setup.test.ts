/**
 * @jest-environment node
 */
import { Parser } from 'node-sql-parser';
import { ROW_LABEL } from '@/lib/audience/rows.mjs';
import { DAILY_TABLES } from '@/lib/audience/daily-tables.mjs';
import { EXCLUSION_FILTER, SINK_FILTER, setupCommands } from '@/scripts/audience-setup.mjs';

const commands = setupCommands('agora-prod');
const flag = (command: string[], name: string) =>
  command
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

test('the dataset is in the EU and its raw partitions expire after two days', () => {
  const [dataset] = commands;
  expect(dataset.slice(0, 3)).toEqual(['bq', 'mk', '--dataset']);
  expect(flag(dataset, 'location')).toBe('EU');
  expect(Number(flag(dataset, 'default_partition_expiration'))).toBe(2 * 86_400);
});

test('each daily table is partitioned by day and kept at most 25 months', () => {
  const tables = commands.filter((command) => command.includes('--table'));
  expect(tables).toHaveLength(Object.keys(DAILY_TABLES).length);
  for (const table of tables) {
    expect(flag(table, 'time_partitioning_field')).toBe('day');
    expect(Number(flag(table, 'time_partitioning_expiration'))).toBeLessThanOrEqual(761 * 86_400);
  }
});

test('the sink takes the labelled rows only, and the log buckets keep none of the ingest', () => {
  expect(SINK_FILTER).toContain(`labels.${ROW_LABEL.key}="${ROW_LABEL.value}"`);
  const exclusion = commands.find((command) => command.includes('_Default'))!;
  expect(flag(exclusion, 'add-exclusion')).toBe(`name=audience,filter=${EXCLUSION_FILTER}`);
});

test('every schedule replaces its day of its table with a query BigQuery reads', () => {
  const schedules = commands.filter((command) => command.includes('--transfer_config'));
  expect(schedules).toHaveLength(2 * Object.keys(DAILY_TABLES).length);
  const parser = new Parser();
  for (const schedule of schedules) {
    const params = JSON.parse(flag(schedule, 'params')!);
    expect(params.write_disposition).toBe('WRITE_TRUNCATE');
    expect(params.query).not.toContain('@day');
    expect(() => parser.astify(params.query, { database: 'bigquery' })).not.toThrow();
  }
});
