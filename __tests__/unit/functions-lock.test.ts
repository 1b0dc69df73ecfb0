/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

// Cloud Build installs the deployed functions with `npm ci` in functions/ alone, from
// functions/package-lock.json. What deploys is what was tested: that lock must install what
// functions/package.json asks for, each package as the root lock installed it for the tests.
// `npm run lock:functions` rewrites it; these checks fail until someone does after a change.

interface LockEntry {
  version?: string;
  integrity?: string;
  resolved?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
}

interface Lock {
  packages: Record<string, LockEntry>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

const manifest = readJson('functions/package.json') as { dependencies: Record<string, string> };
const lock = readJson('functions/package-lock.json') as Lock;
const rootLock = readJson('package-lock.json') as Lock;

const installed = Object.entries(lock.packages).filter(([path]) => path !== '');

test('the functions’ lock is for exactly the dependencies functions/package.json names', () => {
  expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
  for (const name of Object.keys(manifest.dependencies)) {
    expect([name, lock.packages[`node_modules/${name}`]?.version]).toEqual([
      name,
      expect.any(String),
    ]);
  }
});

test('every package comes from the registry, checked by its hash, none from the workspace', () => {
  const local = installed
    .filter(([, entry]) => entry.link || entry.resolved?.startsWith('file:') || !entry.integrity)
    .map(([path]) => path);
  expect(local).toEqual([]);
});

test('every package is the one the tests ran with, at the same place in the tree', () => {
  // The root lock nests a package under functions/ when the root's own dependencies need another
  // version of it; the functions resolve that one.
  const tested = (path: string) =>
    rootLock.packages[`functions/${path}`] ?? rootLock.packages[path] ?? {};
  const differing = installed
    .filter(([path, entry]) => {
      const { version, integrity } = tested(path);
      return entry.version !== version || entry.integrity !== integrity;
    })
    .map(([path, entry]) => `${path}@${entry.version} (tested: ${tested(path).version})`);
  expect(differing).toEqual([]);
});
