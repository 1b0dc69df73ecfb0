// The site's pages rendered again from other content, with the code the last `npm run build`
// compiled: Next's generate mode, which renders every page without compiling. It runs in a shadow
// of the project (its files linked, .next copied), since generate mode rewrites .next's pages and
// manifests: run in the project itself, two renders at once (or one beside a test reading .next)
// would mix their pages.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the shadow does not link: its own .next, and what is no input to a render. */
const NOT_LINKED = new Set(['.git', '.next', 'node_modules', 'out', 'coverage', 'test-results']);

/** Build work in .next/cache that a render reads: the social cards' manifest. The rest is the compiler's. */
const CACHE_READ = ['agora-cards'];

/**
 * The last build's list of prerendered pages: left behind, it is what the export copies, since
 * generate mode reads it (and Node keeps it) before it writes the new one. Without it, the export
 * holds the pages the new content makes, an entry an editor added among them.
 */
const PRERENDERED = 'prerender-manifest.json';

/**
 * Renders every page from `contentDir` into `exportDir` (absolute), then runs the build's page
 * pass (scripts/finish-pages.mjs) over them, so the pages are as `npm run build` writes them.
 * Rejects with the output of the step that failed.
 */
export async function renderAgain({ projectDir = process.cwd(), contentDir, exportDir, name }) {
  // Inside the project, so the copy's chunks find the project's node_modules by walking up.
  const shadow = join(projectDir, 'node_modules', '.cache', `agora-render-${name}`);
  rmSync(shadow, { recursive: true, force: true });
  mkdirSync(shadow, { recursive: true });
  for (const entry of readdirSync(projectDir))
    if (!NOT_LINKED.has(entry) && !entry.startsWith('out-'))
      symlinkSync(join(projectDir, entry), join(shadow, entry));
  const nextDir = join(projectDir, '.next');
  cpSync(nextDir, join(shadow, '.next'), {
    recursive: true,
    filter: (source) => {
      const inside = relative(nextDir, source).split('/');
      if (inside[0] === PRERENDERED) return false;
      return inside[0] !== 'cache' || inside.length === 1 || CACHE_READ.includes(inside[1]);
    },
  });
  const env = {
    ...process.env,
    AGORA_CONTENT_DIR: resolve(contentDir),
    // Next takes its distDir relative to the project, even one written as an absolute path.
    AGORA_EXPORT_DIR: relative(shadow, resolve(exportDir)),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const step = async (command, args) => {
    try {
      await run(command, args, { cwd: shadow, env, maxBuffer: 64 << 20 });
    } catch (error) {
      throw new Error(`${[command, ...args].join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
    }
  };
  try {
    await step(join(projectDir, 'node_modules', '.bin', 'next'), [
      'build',
      '--experimental-build-mode=generate',
    ]);
    await step(process.execPath, [join(projectDir, 'scripts', 'finish-pages.mjs')]);
  } finally {
    rmSync(shadow, { recursive: true, force: true });
  }
}
