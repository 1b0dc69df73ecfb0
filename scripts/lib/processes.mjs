// Child processes that stop cleanly. Each runs in its own process group: stopping it stops what it
// started too (the Firebase CLI's emulators, Next's build workers), and a Ctrl-C in the terminal
// reaches it once, through the script that started it, rather than racing that script's shutdown.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';

/** How long a process may take to stop after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 10_000;

/** Sends `signal` to every process of the group `pid` leads, if any is left. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/**
 * Starts `command` with `args` (`graceMs`: how long it may take to stop), as the leader of a
 * process group: `pid` is the group's too, and `args` come back for a record of it (leftovers.mjs).
 * `exited` resolves with its exit status (128 + the signal's number when a signal ended it); stop() ends it and all it
 * started, and resolves once it has ended. With `keepLine`, only the lines of its output that
 * `keepLine` keeps are shown; `onLine` is given every line, shown or not.
 */
export function startProcess(command, args, { env, graceMs = STOP_GRACE_MS, keepLine, onLine }) {
  const piped = Boolean(keepLine || onLine);
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (piped) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on('line', (line) => {
        onLine?.(line);
        if (!keepLine || keepLine(line)) to.write(`${line}\n`);
      });
    }
  }
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + constants.signals[signal]));
  });
  async function stop() {
    if (child.pid === undefined) return;
    signalGroup(child.pid, 'SIGTERM');
    const kill = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(kill);
    // What it started and left behind.
    signalGroup(child.pid, 'SIGKILL');
  }
  return { pid: child.pid, args, exited, stop };
}

/**
 * Runs `command` to its end, or until `signal` aborts it; resolves with its exit status. With
 * `quiet`, its output is shown only if it fails.
 */
export async function runProcess(command, args, { env, signal, quiet = false }) {
  const held = [];
  const keepLine = quiet ? (line) => void held.push(line) : undefined;
  const started = startProcess(command, args, { env, keepLine });
  signal.addEventListener('abort', started.stop, { once: true });
  const status = await started.exited;
  signal.removeEventListener('abort', started.stop);
  await started.stop();
  if (status !== 0 && held.length > 0) console.error(held.join('\n'));
  return status;
}
