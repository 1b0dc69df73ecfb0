import { spawn, spawnSync } from 'node:child_process';

/** Emulators that stand in for Firebase here: Hosting serves out/ like the CDN; Auth is local. */
const EMULATORS = 'hosting,auth';
const PROJECT = 'demo-agora';
export const SITE_URL = 'http://127.0.0.1:5000';

// Both emulators are Node (no Java); CI=true keeps the CLI non-interactive and off the network.
const env = { ...process.env, CI: 'true', NEXT_TELEMETRY_DISABLED: '1' };

/** `next build` into out/; exits the process if the build fails (a content error names the file). */
export function build() {
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The shell command run while the emulators are up. The one place to add local services that live
 * as long as the emulators (wrap `command` in a launcher that starts them first).
 */
export function withLocalServices(command) {
  return command;
}

/** Runs `command` with the emulators up, then exits with its exit code. */
export function runInEmulators(command) {
  const child = spawn(
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--only',
      EMULATORS,
      '--project',
      PROJECT,
      withLocalServices(command),
    ],
    { stdio: 'inherit', env },
  );
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
