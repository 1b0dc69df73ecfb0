/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

// What an install may run and fetch, on every machine that installs: CI's runners use the npm
// that comes with their Node, which knows nothing of package.json's allowScripts.

interface LockEntry {
  version?: string;
  link?: boolean;
  integrity?: string;
  hasInstallScript?: boolean;
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/**
 * The folders npm installs on their own, each with its own policy: the site (CI, a developer),
 * and the functions, which Cloud Build installs from functions/ alone, never reading the site's.
 */
const projects = ['.', 'functions'];
const lockfiles = projects.map((project) => `${project}/package-lock.json`);
/** Each lockfile's installed packages, by path, leaving out the project's own folders. */
const packagesOf = (file: string) =>
  Object.entries(json(file).packages as Record<string, LockEntry>).filter(
    ([path, entry]) => path.includes('node_modules/') && !entry.link,
  );
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 13);

test.each(projects)(
  '%s: no install script runs, whichever npm installs: .npmrc says so',
  (project) => {
    const settings = readFileSync(`${project}/.npmrc`, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(settings).toContain('ignore-scripts=true');
  },
);

test.each(projects)(
  '%s: every package with an install script is one its policy names, and denies',
  (project) => {
    const withScripts = new Set(
      packagesOf(`${project}/package-lock.json`)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([path]) => nameOf(path)),
    );
    const { allowScripts = {} } = json(`${project}/package.json`) as {
      allowScripts?: Record<string, boolean>;
    };
    expect([...withScripts].sort()).toEqual(Object.keys(allowScripts).sort());
    expect(Object.values(allowScripts)).not.toContain(true);
  },
);

test.each(lockfiles)('%s: every package, on any platform, carries an integrity hash', (file) => {
  const missing = packagesOf(file)
    .filter(([, entry]) => !entry.integrity)
    .map(([path, entry]) => `${nameOf(path)}@${entry.version}`);
  expect(missing).toEqual([]);
});
