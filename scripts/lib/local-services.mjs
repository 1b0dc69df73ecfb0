/**
 * The local services `npm start` and `npm test` run, and how they run them: a mail server that
 * refuses some recipients as real ones do and passes the rest to a capture server (every mail the
 * functions send, readable in its web page), the Realtime Database stand-in, and
 * the Firebase emulators (Hosting serves out/ the way the CDN does and rewrites /api/* to the
 * Functions emulator; Auth). A service is data: its name, the ports it listens on (LOCAL_SERVICES
 * in lib/backend.mjs holds their labels, defaults and variables), how to start it (which gives
 * back how to stop it), and the addresses that answer once it is ready.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_PROJECT,
  LOCAL_SERVICES,
  LOOPBACK,
  localPort,
  localUrl,
  portVariables,
  siteUrl,
  smtpUrl,
} from '../../lib/backend.mjs';
import { startAudienceWarehouse } from './audience-warehouse.mjs';
import { startDatabaseServer } from './database-server.mjs';
import { startRefusingMailServer } from './refusing-mail-server.mjs';
import { STAND_IN_APP, startGitHubSignInStandIn } from './github-sign-in-stand-in.mjs';
import { endLeftovers, runRecord } from './leftovers.mjs';
import { portProblems } from './port-problems.mjs';
import { startProcess } from './processes.mjs';
import { untilReady } from './until-ready.mjs';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** Where each run writes down the process groups it started, until it has stopped them. */
const RUNS_DIR = join(projectDir, '.local-services');

/** The emulators' config a run writes beside firebase.json, one per run. */
const emulatorConfigFile = (owner) => join(projectDir, `firebase.local.${owner}.json`);

/**
 * The emulators the Firebase CLI runs, and its ports: theirs, its hub's (which they register with)
 * and its log stream's.
 */
const FIREBASE_EMULATORS = ['hosting', 'auth', 'functions'];
const FIREBASE_PORTS = [...FIREBASE_EMULATORS, 'eventarc', 'tasks', 'hub', 'logging'];

/**
 * The key the mail provider's reports are signed with (functions/src/mail-events.ts), fresh for
 * each run; the tests read it where the functions do, and sign their reports with it.
 */
const mailWebhookKey = randomBytes(24).toString('base64url');

/** The stand-in GitHub app's secret, fresh for each run: the functions and the stand-in share it. */
const cmsAppSecret = randomBytes(24).toString('base64url');

/**
 * The functions' secrets, which the Functions emulator reads from functions/.secret.local instead
 * of Secret Manager: the capture server as their SMTP server, a fresh salt for the visitors'
 * hashed addresses (the stand-in forgets every quota counter on exit anyway), the stand-in
 * GitHub app's secret and the key the mail provider's reports are signed with.
 */
function writeFunctionSecrets() {
  const file = join(projectDir, 'functions', '.secret.local');
  const salt = randomBytes(32).toString('base64url');
  writeFileSync(
    file,
    [
      `SMTP_URL=${smtpUrl()}`,
      `QUOTA_SALT=${salt}`,
      `CMS_GITHUB_CLIENT_SECRET=${cmsAppSecret}`,
      `MAIL_WEBHOOK_SIGNING_KEY=${mailWebhookKey}`,
      '',
    ].join('\n'),
  );
  return file;
}

const maildev = join(
  createRequire(import.meta.url).resolve('maildev/package.json'),
  '..',
  'bin',
  'maildev',
);

/** The project's firebase.json. */
const firebaseConfig = () => JSON.parse(readFileSync(join(projectDir, 'firebase.json'), 'utf8'));
const hostingConfig = () => firebaseConfig().hosting;

/**
 * firebase.json with an `emulators` section for the ports in use, written beside it so that its
 * paths (`"public": "out"`, the database rules) still resolve; one file per run, removed after.
 */
function writeEmulatorConfig(ports) {
  const file = emulatorConfigFile(process.pid);
  const config = firebaseConfig();
  config.emulators = {
    ...Object.fromEntries(ports.map((name) => [name, { host: LOOPBACK, port: localPort(name) }])),
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * What a quiet run shows of the emulators' output: their warnings and errors, less those that say
 * nothing about the project (the host's Node version, a UI that is off on purpose) and the
 * functions' own log lines (">  "), whose failures the tests assert on where they are expected
 * and see as a 500 where they are not.
 */
const BENIGN = [/requested "node" version/, /Emulator UI is not starting/, /^>\s/];
const isProblemLine = (line) =>
  /⚠|✘|\berror\b|\bfailed\b|\bexception\b/i.test(line) &&
  !BENIGN.some((pattern) => pattern.test(line));

/** The audience warehouse, once started: the emulators' output feeds it. */
let warehouse;

/** Every local service, in the order they start: the functions find mail and data ready. */
const SERVICES = [
  {
    name: 'Mail capture (maildev)',
    ports: ['mailCatcher', 'mailViewer'],
    readyAt: ['mailViewer'],
    start({ env }) {
      // Its own process: loaded in ours, maildev takes over SIGINT and SIGTERM. It waits for open
      // web connections before it exits; a viewer's may linger, so it gets little grace.
      const server = startProcess(
        process.execPath,
        [
          maildev,
          `--ip=${LOOPBACK}`,
          `--smtp=${localPort('mailCatcher')}`,
          `--web=${localPort('mailViewer')}`,
          '--silent',
        ],
        { env, graceMs: 3_000 },
      );
      // The tests stall it (SIGSTOP) to show a mail server that hangs loses no mail.
      env.AGORA_MAIL_PID = String(server.pid);
      return server;
    },
  },
  {
    // What the functions send to: it refuses some recipients as their servers would
    // (refusing-mail-server.mjs) and passes the rest to the capture server.
    name: 'Mail server stand-in',
    ports: ['mail'],
    // Listening once started: it answers SMTP, not the HTTP the readiness checks ask.
    readyAt: [],
    async start() {
      const server = await startRefusingMailServer({
        port: localPort('mail'),
        host: LOOPBACK,
        catcherPort: localPort('mailCatcher'),
      });
      // It runs in this process: it ends only when stopped.
      return { exited: new Promise(() => {}), stop: () => server.close() };
    },
  },
  {
    name: 'Realtime Database stand-in',
    ports: ['database'],
    readyAt: ['database'],
    async start() {
      const server = await startDatabaseServer(localPort('database'));
      // It runs in this process: it ends only when stopped.
      return { exited: new Promise(() => {}), stop: () => server.close() };
    },
  },
  {
    name: 'GitHub sign-in stand-in',
    ports: ['github'],
    readyAt: ['github'],
    async start() {
      const server = await startGitHubSignInStandIn({
        port: localPort('github'),
        host: LOOPBACK,
        secret: cmsAppSecret,
        site: siteUrl(),
      });
      // It runs in this process: it ends only when stopped.
      return { exited: new Promise(() => {}), stop: () => server.close() };
    },
  },
  {
    // Where the audience measurement's rows go: the function's log lines, as deployed (below).
    name: 'Audience warehouse (DuckDB)',
    ports: ['warehouse'],
    readyAt: ['warehouse'],
    async start() {
      warehouse = await startAudienceWarehouse({ port: localPort('warehouse'), host: LOOPBACK });
      // It runs in this process: it ends only when stopped.
      return { exited: new Promise(() => {}), stop: () => warehouse.close() };
    },
  },
  {
    name: 'Firebase emulators',
    ports: FIREBASE_PORTS,
    readyAt: FIREBASE_EMULATORS,
    // The Functions emulator answers on its port before it has loaded the functions: wait until
    // it lists every function a rewrite of firebase.json names. (Its /backends list costs no cold
    // start, unlike a request to a function.)
    readyWhen: () => [
      {
        what: 'every function behind the /api rewrites',
        ready: async () => {
          const wanted = hostingConfig().rewrites.map((rewrite) => rewrite.function.functionId);
          const loaded = await loadedFunctions();
          return wanted.every((name) => loaded.includes(name));
        },
      },
    ],
    start({ env, quiet }) {
      const config = writeEmulatorConfig(FIREBASE_PORTS);
      const secrets = writeFunctionSecrets();
      // CI=true (in env) keeps the CLI from prompting or checking for updates; a demo-* project
      // keeps it offline.
      const cli = startProcess(
        join(projectDir, 'node_modules', '.bin', 'firebase'),
        [
          'emulators:start',
          `--config=${config}`,
          `--only=${FIREBASE_EMULATORS.join(',')}`,
          `--project=${DEMO_PROJECT}`,
          // QUIET drops the Hosting emulator's line per request; warnings and errors still show.
          `--log-verbosity=${quiet ? 'QUIET' : 'INFO'}`,
        ],
        // The functions inherit the CLI's environment: where the stand-in is
        // (FIREBASE_DATABASE_EMULATOR_HOST, for firebase-admin), the site's address for the
        // links in mails, and the stand-in GitHub app editors sign in with.
        {
          env: {
            ...env,
            SITE_URL: siteUrl(),
            CMS_GITHUB_CLIENT_ID: STAND_IN_APP.clientId,
            CMS_GITHUB_OAUTH_URL: localUrl('github'),
            AUDIENCE_WAREHOUSE_URL: localUrl('warehouse'),
          },
          keepLine: quiet ? isProblemLine : undefined,
          // The functions' audience rows reach the warehouse as Cloud Logging's sink takes them.
          onLine: (line) => warehouse?.takeLine(line),
        },
      );
      return {
        pid: cli.pid,
        args: cli.args,
        exited: cli.exited,
        async stop() {
          await cli.stop();
          rmSync(config, { force: true });
          rmSync(secrets, { force: true });
        },
      };
    },
  },
];

/** The names (keys of LOCAL_SERVICES) of every port the services listen on. */
const SERVICE_PORTS = SERVICES.flatMap((service) => service.ports);

/** The ports that speak SMTP: the functions' mail server and the capture server behind it. */
const SMTP_PORTS = ['mail', 'mailCatcher'];

/** Every service's label and address, in the order they start. */
export const serviceAddresses = () =>
  SERVICE_PORTS.map((name) => ({
    label: LOCAL_SERVICES[name].label,
    url: SMTP_PORTS.includes(name) ? `smtp://${LOOPBACK}:${localPort(name)}` : localUrl(name),
  }));

/**
 * The environment of every process started here: where each local service is, under the names
 * this project (AGORA_*_PORT) and the Firebase tools (FIREBASE_*_EMULATOR_HOST) read.
 */
function serviceEnvironment() {
  return {
    ...process.env,
    CI: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    ...portVariables(),
    FIREBASE_AUTH_EMULATOR_HOST: `${LOOPBACK}:${localPort('auth')}`,
    FIREBASE_DATABASE_EMULATOR_HOST: `${LOOPBACK}:${localPort('database')}`,
  };
}

/** The functions the Functions emulator has loaded, by name (empty while it has none). */
const loadedFunctions = () =>
  fetch(`${localUrl('functions')}/backends`, { signal: AbortSignal.timeout(1_000) })
    .then((response) => response.json())
    .then(({ backends }) => backends.flatMap((backend) => backend.functionTriggers))
    .then((triggers) => triggers.map((trigger) => trigger.entryPoint))
    .catch(() => []);

/**
 * Runs `prepare` (e.g. the build), starts every local service, runs `whileUp` and stops all the
 * services again, then exits with the status `whileUp` resolved with (or the first failure's).
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP abort whatever step is running and stop everything started
 * so far.
 * Taken ports are reported before `prepare`, so they fail in a second rather than after a build;
 * `command` is how the user ran this, for the message that says how to move a port. What an
 * earlier run stopped too hard to stop its services left running is ended first, and said
 * (leftovers.mjs): every process group a run starts is written down until it is stopped.
 */
export async function runWithLocalServices({ command, quiet = false, prepare, whileUp }) {
  const controller = new AbortController();
  const { signal } = controller;
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(name, () => controller.abort(name));
  // npm passes a SIGTERM to the shell that runs this script, which ends without passing it on:
  // being orphaned counts as a SIGTERM too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && controller.abort('SIGTERM'), 500).unref();
  const started = [];
  const record = runRecord(RUNS_DIR);
  let status = 1;
  try {
    const ended = await endLeftovers(RUNS_DIR, { others: (owner) => [emulatorConfigFile(owner)] });
    for (const line of ended) console.log(line);
    const env = serviceEnvironment();
    const checkPorts = async () => {
      const problems = await portProblems(SERVICE_PORTS, command);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    };
    await checkPorts();
    status = (await prepare?.({ env, signal })) ?? 0;
    signal.throwIfAborted();
    if (status !== 0) return;
    await checkPorts();
    for (const service of SERVICES) {
      signal.throwIfAborted();
      const running = await service.start({ env, quiet });
      if (running.pid !== undefined) record.add(service.name, running.pid, running.args);
      started.push({ service, running });
      await untilReady(service, running, signal);
    }
    const stoppedEarly = Promise.race(
      started.map(({ service, running }) => running.exited.then(() => service)),
    );
    const outcome = await Promise.race([whileUp({ env, signal }), stoppedEarly]);
    if (typeof outcome === 'number') {
      status = outcome;
    } else {
      console.error(`${outcome.name} stopped unexpectedly.`);
      status = 1;
    }
  } catch (error) {
    if (!signal.aborted) console.error(error instanceof Error ? error.message : error);
    status = signal.aborted ? 128 + constants.signals[signal.reason] : 1;
  } finally {
    for (const { running } of started.reverse()) await running.stop();
    record.remove();
    process.exit(status);
  }
}
