// The framework floor: a bare one-page Next.js app built with the project's own next/react/react-dom.
// It is built in .next/cache/ because Turbopack only compiles files under the project root (a
// symlinked node_modules in /tmp is refused), `next build` keeps .next/cache/, and tsc/eslint/git
// ignore .next/. Its export is also kept in the user's cache, by the hash of what it is built
// from, so a fresh clone on the same machine measures it without building it again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { measurePage } from './measure.mjs';
import { userCacheDir } from './user-cache.mjs';

const FILES = {
  'package.json': '{ "private": true }\n',
  'next.config.js': "module.exports = { output: 'export' };\n",
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n' +
    '  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <h1>Floor</h1>;\n}\n',
};

const versions = (projectDir) => {
  const require = createRequire(join(projectDir, 'package.json'));
  return Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [name, require(`${name}/package.json`).version]),
  );
};

export const floorDir = (projectDir) => join(projectDir, '.next', 'cache', 'agora-floor');

/** Where a floor built from `stamp` is kept between clones, in the user's cache. */
const sharedOut = (stamp) =>
  join(
    userCacheDir('agora-floor'),
    createHash('sha256').update(stamp).digest('hex').slice(0, 16),
    'out',
  );

/**
 * Returns the floor's out/ directory, building it unless a build with the same framework versions
 * and sources exists (`rebuild` forces a fresh build).
 */
export function ensureFloor(projectDir, { rebuild = false, log = console.log } = {}) {
  const dir = floorDir(projectDir);
  const stamp = JSON.stringify({ versions: versions(projectDir), FILES });
  const stampFile = join(dir, 'stamp.json');
  const outDir = join(dir, 'out');
  const fresh =
    !rebuild &&
    existsSync(join(outDir, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (fresh) return outDir;
  const shared = sharedOut(stamp);
  if (!rebuild && existsSync(join(shared, 'index.html'))) return shared;

  log(`Building the framework floor in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  execFileSync(process.execPath, [join(projectDir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampFile, stamp);
  rmSync(shared, { recursive: true, force: true });
  cpSync(outDir, shared, { recursive: true });
  return outDir;
}

/** First-load figures of the floor's one page, the reference every route is held to. */
export const measureFloor = (floorOut) =>
  measurePage(floorOut, { file: join(floorOut, 'index.html'), route: '/' });
