// The processes a run of the local services started on their own (the mail capture, the Firebase
// CLI and its emulators: each in a process group of its own, processes.mjs), written down while
// they run, so that a run stopped too hard to stop them (kill -9, a closed terminal's SIGKILL)
// leaves nothing the next run cannot end: it ends them, says so, and finds its ports free.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process `pid` runs, or with -pid any of its group (one of another user's counts too). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Sends `signal` to the process group `pid` leads, if any of it is left. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** Resolves once no process of the group `pid` is left, or after `ms`. */
async function untilGone(pid, ms) {
  const deadline = Date.now() + ms;
  while (running(-pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The command line `pid` runs, as ps shows it, or '' once it is gone. */
function commandLine(pid) {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * The record of one run in `dir`, under its own pid: `add` writes down a process group it
 * started ({ name, pid, args }), `remove` forgets the run once everything it started has stopped.
 */
export function runRecord(dir, owner = process.pid) {
  const file = join(dir, `${owner}.json`);
  const groups = [];
  return {
    add(name, pid, args) {
      groups.push({ name, pid, args: args.join(' ') });
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, `${JSON.stringify({ owner, groups }, null, 2)}\n`);
    },
    remove: () => rmSync(file, { force: true }),
  };
}

/**
 * Ends what earlier runs recorded in `dir` and left running when they were stopped hard: each
 * process group whose run is gone but whose leader still runs the command it was started with
 * (a pid used again since by something else is left alone). Resolves with one sentence for each
 * group it ended; `others` are files an ended run left besides (its emulators' config), removed.
 * @param {string} dir
 * @param {{ graceMs?: number, others?: (owner: number) => string[] }} [options]
 */
export async function endLeftovers(dir, { graceMs = 3_000, others = () => [] } = {}) {
  let files;
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  const ended = [];
  for (const file of files) {
    let run;
    try {
      run = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch {
      // Another run removed it meanwhile, or was stopped while writing it: nothing to go by.
      continue;
    }
    const { owner, groups } = run;
    if (running(owner)) continue;
    for (const { name, pid, args } of groups) {
      if (!running(pid) || !commandLine(pid).includes(args)) continue;
      // The whole group, as processes.mjs stops it: SIGTERM, then SIGKILL for what outlasts the
      // grace; done once no process of it is left to hold a port.
      signalGroup(pid, 'SIGTERM');
      await untilGone(pid, graceMs);
      signalGroup(pid, 'SIGKILL');
      await untilGone(pid, graceMs);
      ended.push(
        `Ended ${name} (process group ${pid}), left running by an earlier run (pid ${owner}) that was stopped before it could stop it.`,
      );
    }
    for (const path of others(owner)) rmSync(path, { force: true });
    rmSync(join(dir, file), { force: true });
  }
  return ended;
}
