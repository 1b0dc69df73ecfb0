/**
 * `npm run build:functions`: bundles functions/src into functions/lib/index.js (esbuild; the npm
 * packages stay external, installed from functions/package.json where the functions run) and
 * writes functions/lib/content.json, the copy the functions need from content/, validated by
 * lib/content's schemas like every page. A broken content file stops this build as it stops the
 * site's. Run with tsx, which loads lib/content's TypeScript as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { functionsContent } from '../lib/content/functions-content';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'functions', 'lib');

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'content.json'),
  `${JSON.stringify(functionsContent(), null, 2)}\n`,
);

buildSync({
  entryPoints: [path.join(root, 'functions', 'src', 'index.ts')],
  outfile: path.join(out, 'index.js'),
  bundle: true,
  platform: 'node',
  // Deployed on Node 22; the emulator runs them on the Node installed here (20 or later).
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  logLevel: 'warning',
});
console.log('functions: bundled into functions/lib');
