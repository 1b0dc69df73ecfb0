// `npm test`: build, then every Jest project with the local services up, quietly; exits with
// Jest's status. Extra arguments go to Jest, e.g.
// `npm test -- --json --outputFile=test-results/jest.json`.
//
// The unit project needs neither the build nor the services, and the build keeps one of the
// machine's two cores busy: it runs beside the build. After it, two runs share the services, each
// one file at a time: the e2e and export projects, whose suites only read pages, and beside it the
// firebase and flows projects, which change the services' state and wait on them much of their
// time, with the scale project, whose renders use the cores those waits leave. Last, the timed
// project, alone: its suites time the services' answers, which beside the browser suites came
// slower than the bounds they hold them to. Arguments that choose projects
// themselves run everything after the build, as Jest would. With --outputFile, the runs' reports
// become one.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { runWithLocalServices } from './lib/local-services.mjs';
import { runProcess } from './lib/processes.mjs';

const JEST = 'node_modules/.bin/jest';
const args = process.argv.slice(2);
const split = !args.some((arg) => arg.startsWith('--selectProjects'));

/** The report file Jest is asked for (`--outputFile=F` or `--outputFile F`), if any. */
function reportFile() {
  const index = args.findIndex((arg) => arg.startsWith('--outputFile'));
  if (index < 0) return undefined;
  return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
}

/** Jest's arguments for one part of the run, its report written to `report` if one is asked for. */
function partArgs(projects, report) {
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--outputFile') i += 1;
    else if (!args[i].startsWith('--outputFile')) rest.push(args[i]);
  }
  // A path pattern may match no test of one part: that part then has nothing to run, not a failure.
  // The projects come after the caller's arguments, since --selectProjects takes every word after
  // it up to the next option as a project's name: a path pattern there would name no project.
  return [
    '--runInBand',
    '--passWithNoTests',
    ...rest,
    '--selectProjects',
    ...projects,
    ...(report ? [`--outputFile=${report}`] : []),
  ];
}

const COUNTS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numRuntimeErrorTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
];

/**
 * One Jest report of the parts' reports, as a single run would have written it. A part that
 * wrote none failed before its tests ran, and its status says so.
 */
function mergeReports(target, parts) {
  const written = parts.filter((file) => existsSync(file));
  if (written.length === 0) return;
  const reports = written.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const merged = {
    ...reports[0],
    ...Object.fromEntries(
      COUNTS.map((key) => [key, reports.reduce((sum, report) => sum + (report[key] ?? 0), 0)]),
    ),
    startTime: Math.min(...reports.map((report) => report.startTime)),
    success: reports.every((report) => report.success),
    testResults: reports.flatMap((report) => report.testResults),
  };
  writeFileSync(target, JSON.stringify(merged));
  for (const file of written) rmSync(file);
}

const report = reportFile();
const unitReport = report && `${report}.unit`;
/** The runs after the build: the first two side by side, then the last alone. */
const [pages, services, timed] = [['e2e', 'export'], ['firebase', 'flows', 'scale'], ['timed']].map(
  (projects) => ({
    projects,
    report: report && `${report}.${projects.join('-')}`,
  }),
);
let unitRun = Promise.resolve(0);

await runWithLocalServices({
  command: 'npm test',
  quiet: true,
  // The build's output is shown only when it fails: a test run prints its results.
  prepare: async ({ env, signal }) => {
    const stopUnit = new AbortController();
    if (split) {
      unitRun = runProcess(JEST, partArgs(['unit'], unitReport), {
        env,
        signal: AbortSignal.any([signal, stopUnit.signal]),
      });
    }
    const built = await runProcess('npm', ['run', 'build'], { env, signal, quiet: true });
    // A failed build ends the run here: the unit tests stop with it rather than outlive it.
    if (built !== 0) {
      stopUnit.abort();
      await unitRun;
    }
    return built;
  },
  whileUp: async ({ env, signal }) => {
    if (!split) return runProcess(JEST, ['--runInBand', ...args], { env, signal });
    const run = ({ projects, report: part }) =>
      runProcess(JEST, partArgs(projects, part), { env, signal });
    const statuses = await Promise.all([run(pages), run(services)]);
    statuses.push(await run(timed), await unitRun);
    if (report) mergeReports(report, [unitReport, pages.report, services.report, timed.report]);
    return statuses.find((status) => status !== 0) ?? 0;
  },
});
