/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endLeftovers, runRecord } from '../../scripts/lib/leftovers.mjs';

// A run stopped hard (kill -9) leaves the process groups it started running, holding their ports
// (the mail capture's 1026 and 1080): the next run ends them, and says so.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A service as processes.mjs starts one: a process leading a group of its own. */
function service(label: string) {
  const args = ['-e', 'setInterval(() => {}, 1000)', label];
  const child = spawn(process.execPath, args, { detached: true, stdio: 'ignore' });
  child.unref();
  return { pid: child.pid!, args };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A pid no process has: a run that was stopped. */
function stoppedRun() {
  const run = spawn(process.execPath, ['-e', '']);
  return new Promise<number>((resolve) => run.on('exit', () => resolve(run.pid!)));
}

test('a hard-stopped run’s services are ended by the next run, which says so', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'leftovers-'));
  dirs.push(dir);
  const owner = await stoppedRun();
  const capture = service('mail-capture');
  const record = runRecord(dir, owner);
  record.add('Mail capture (maildev)', capture.pid, capture.args);
  const project = mkdtempSync(join(tmpdir(), 'leftovers-project-'));
  dirs.push(project);
  const config = join(project, `firebase.local.${owner}.json`);
  writeFileSync(config, '{}');

  const said = await endLeftovers(dir, { others: () => [config] });
  expect(said).toEqual([
    `Ended Mail capture (maildev) (process group ${capture.pid}), left running by an earlier run (pid ${owner}) that was stopped before it could stop it.`,
  ]);
  expect(alive(capture.pid)).toBe(false);
  expect(existsSync(config)).toBe(false);
  expect(await endLeftovers(dir)).toEqual([]);
});

test('a running run’s services, and a pid used again by another command, are left alone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'leftovers-'));
  dirs.push(dir);
  const mine = service('still-mine');
  runRecord(dir).add('Mail capture (maildev)', mine.pid, mine.args);
  const other = service('someone-else');
  runRecord(dir, await stoppedRun()).add('Firebase emulators', other.pid, ['emulators:start']);
  expect(await endLeftovers(dir)).toEqual([]);
  expect([alive(mine.pid), alive(other.pid)]).toEqual([true, true]);
  process.kill(-mine.pid, 'SIGKILL');
  process.kill(-other.pid, 'SIGKILL');
});
