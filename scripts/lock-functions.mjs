// `npm run lock:functions`: writes functions/package-lock.json, the lock the deployed functions
// are installed from. Cloud Build runs `npm ci` in functions/ alone, where the root lock (which
// holds the functions' packages too, functions/ being a workspace) is out of sight.
//
// npm resolves functions/package.json in a folder outside the workspace, from a lock seeded with
// the root lock's packages: each package keeps the version the tests ran with, and npm drops the
// ones the functions do not use. __tests__/unit/functions-lock.test.ts checks the result.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKSPACE = 'functions';
const rootLock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

// The root lock's packages as the workspace sees them: what npm nested under functions/ (a
// version the root's own dependencies conflict with) replaces the hoisted one.
const packages = {};
for (const [path, entry] of Object.entries(rootLock.packages)) {
  if (path.startsWith('node_modules/') && !entry.link) packages[path] ??= entry;
  if (path.startsWith(`${WORKSPACE}/node_modules/`)) {
    packages[path.slice(WORKSPACE.length + 1)] = entry;
  }
}
const manifest = rootLock.packages[WORKSPACE];
const seed = {
  name: manifest.name,
  version: manifest.version,
  lockfileVersion: rootLock.lockfileVersion,
  requires: true,
  packages: { '': manifest, ...packages },
};

const dir = mkdtempSync(join(tmpdir(), 'agora-functions-lock-'));
try {
  copyFileSync(join(WORKSPACE, 'package.json'), join(dir, 'package.json'));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(seed));
  const { status } = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (status !== 0) process.exit(status ?? 1);
  copyFileSync(join(dir, 'package-lock.json'), join(WORKSPACE, 'package-lock.json'));
  console.log(`${WORKSPACE}/package-lock.json written.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
