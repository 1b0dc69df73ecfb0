import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { prepareFunctionsEmulator } from './functions-emulator.mjs';

/**
 * Emulators that stand in for Firebase here: Hosting serves out/ like the CDN and rewrites /api/*
 * to the Functions emulator; Auth is local.
 */
const EMULATORS = 'hosting,auth,functions';
const PROJECT = 'demo-agora';

// Another firebase.json (in this folder, so `public: out` still resolves) moves the emulators to
// other ports, e.g. to run the tests while `npm start` holds the default ones.
const configFile = process.env.AGORA_FIREBASE_CONFIG ?? 'firebase.json';
const { host, port } = JSON.parse(fs.readFileSync(configFile, 'utf8')).emulators.hosting;
export const siteUrl = `http://${host}:${port}`;

// Both emulators are Node (no Java); CI=true keeps the CLI non-interactive and off the network.
const env = {
  ...process.env,
  CI: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  E2E_BASE_URL: process.env.E2E_BASE_URL ?? siteUrl,
};

/**
 * `npm run build` (next build + CSP step into out/, the functions into functions/lib); exits if it
 * fails (a content error names the file).
 */
export function build() {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The shell command run while the emulators are up: `command` wrapped so the local Realtime
 * Database stand-in (scripts/database-server.mjs, port 9000) and the mail capture
 * (scripts/mail-server.mjs, SMTP 1025, web 1080) live as long as it does.
 */
export function withLocalServices(command) {
  return `node scripts/with-database.mjs ${command}`;
}

/**
 * Runs `command` with the emulators up, then exits with its exit code. `verbosity` QUIET drops the
 * Hosting emulator's line per request (warnings and errors still show).
 */
export function runInEmulators(command, verbosity = 'INFO') {
  const args = ['firebase', 'emulators:exec', '--config', configFile, '--only', EMULATORS];
  args.push('--project', PROJECT, '--log-verbosity', verbosity);
  const child = spawn('npx', [...args, withLocalServices(command)], {
    stdio: 'inherit',
    env: { ...env, ...prepareFunctionsEmulator(siteUrl) },
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
