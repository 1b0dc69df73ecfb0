// `npm run bench:scale [-- N ...]` (default 1000): copies the project, builds it with the real
// content and then with N generated news articles, jobs and help articles each, and prints build
// seconds, pages, the marginal seconds per added page, peak memory and the largest HTML page.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { gzipSize, htmlPages, kib } from './lib/measure.mjs';
import { watchPeakMemory } from './lib/peak-memory.mjs';
import { GENERATED_PREFIX, scaleContent } from './lib/scale-content.mjs';

const projectDir = process.cwd();
// Inside the project, like the floor: Turbopack compiles only files under the project root, and
// the copy finds the project's node_modules by walking up.
const workDir = join(projectDir, '.next', 'cache', 'agora-scale');
const SKIP = new Set(['.git', '.next', 'node_modules', 'out', 'bench', 'coverage', 'test-results']);

const sizes = process.argv.slice(2).map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`Sizes must be positive integers: ${process.argv.slice(2).join(' ')}`);
const counts = [0, ...(sizes.length ? sizes : [1000])];

function copyProject() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  for (const entry of readdirSync(projectDir)) {
    // A lockfile would make Next take the copy for a workspace root of its own.
    if (SKIP.has(entry) || entry === 'package-lock.json') continue;
    cpSync(join(projectDir, entry), join(workDir, entry), { recursive: true });
  }
}

function writeContent(count) {
  const content = join(workDir, 'content');
  for (const dir of ['news', 'jobs', 'help'])
    for (const name of readdirSync(join(content, dir)))
      if (name.startsWith(GENERATED_PREFIX)) rmSync(join(content, dir, name));
  const topics = parseYaml(readFileSync(join(content, 'help', 'index.yaml'), 'utf8')).topics.map(
    (topic) => topic.slug,
  );
  for (const file of scaleContent(count, topics))
    writeFileSync(join(content, file.path), file.text);
}

/** Runs `npm run build` in the copy from a clean .next/out; resolves to seconds and peak bytes. */
function build(count) {
  rmSync(join(workDir, '.next'), { recursive: true, force: true });
  rmSync(join(workDir, 'out'), { recursive: true, force: true });
  const log = join(workDir, `build-${count}.log`);
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', '--silent'], {
    cwd: workDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchPeakMemory(child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const peak = memory.stop();
      writeFileSync(log, output);
      if (code !== 0)
        reject(new Error(`Build with ${count} entries failed (exit ${code}): see ${log}`));
      const workers = /Generating static pages using (\d+) worker/.exec(output)?.[1] ?? '?';
      resolve({ seconds: (Date.now() - started) / 1000, peak, workers });
    });
  });
}

function largestPage(outDir) {
  let largest = { raw: 0 };
  for (const page of htmlPages(outDir)) {
    const bytes = readFileSync(page.file);
    if (bytes.length > largest.raw) largest = { route: page.route, raw: bytes.length, bytes };
  }
  return { route: largest.route, raw: largest.raw, gzip: gzipSize(largest.bytes) };
}

console.log(`Copying the project to ${workDir}`);
copyProject();
const rows = [];
for (const count of counts) {
  writeContent(count);
  console.log(
    `Building with ${count ? `${count} generated entries per collection` : 'the real content'} ...`,
  );
  const { seconds, peak, workers } = await build(count);
  const outDir = join(workDir, 'out');
  const row = {
    count,
    pages: htmlPages(outDir).length,
    seconds,
    peak,
    workers,
    largest: largestPage(outDir),
  };
  const previous = rows.at(-1);
  row.marginal = previous && (row.seconds - previous.seconds) / (row.pages - previous.pages);
  rows.push(row);
  console.log(`  ${row.pages} pages in ${seconds.toFixed(1)} s (${workers} worker(s))`);
}

const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(
  [
    '',
    line([
      'N per collection',
      'pages',
      'build s',
      'marginal s/page',
      'peak MB',
      'largest page',
      'raw',
      'gzip',
    ]),
    line(Array(8).fill('---')),
    ...rows.map((row) =>
      line([
        row.count || 'real',
        row.pages,
        row.seconds.toFixed(1),
        row.marginal === undefined ? '-' : row.marginal.toFixed(3),
        Math.round(row.peak / 2 ** 20),
        row.largest.route,
        `${(row.largest.raw / 1000).toFixed(0)} KB`,
        kib(row.largest.gzip),
      ]),
    ),
  ].join('\n'),
);
const marginals = rows.map((row) => row.marginal).filter((m) => m !== undefined);
if (marginals.length > 1)
  console.log(
    `\nMarginal cost, last step vs first: ${(marginals.at(-1) / marginals[0]).toFixed(2)}x (linear within 1.5x).`,
  );
