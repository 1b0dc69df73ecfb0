// `npm run bench:scale [-- [--ref <commit>] [--english-only] N ...]` (default 1000): copies the
// project (or the commit), builds it with the real content and then with N generated news articles,
// jobs and help articles each, in every language (with --english-only, in English alone, as the
// editors' English-first path adds them, every translation awaiting each), and prints build seconds, pages, the marginal seconds per
// added page, peak memory, the largest HTML page, and the social cards: drawn in the build (from a
// cache of the bench's own, empty at the start) and their step again with every card cached, which
// gives the build's time as a rebuild with its cards cached.
import { execFileSync, execSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { gzipSize, htmlPages, kib } from './lib/measure.mjs';
import { watchPeakMemory } from './lib/peak-memory.mjs';
import { GENERATED_PREFIX, scaleContent } from './lib/scale-content.mjs';

const projectDir = process.cwd();
// Inside the project, like the floor: Turbopack compiles only files under the project root, and
// the copy finds the project's node_modules by walking up.
const workDir = join(projectDir, '.next', 'cache', 'agora-scale');
// The bench's own card cache, inside the copy: the first build at each size draws its new cards.
const cardsCache = join(workDir, 'cards-cache');
const SKIP = new Set(['.git', '.next', 'node_modules', 'out', 'bench', 'coverage', 'test-results']);

const args = process.argv.slice(2);
const refAt = args.indexOf('--ref');
const ref = refAt >= 0 ? args.splice(refAt, 2)[1] : undefined;
const englishOnlyAt = args.indexOf('--english-only');
const englishOnly = englishOnlyAt >= 0 && args.splice(englishOnlyAt, 1).length > 0;
const sizes = args.map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`Sizes must be positive integers: ${args.join(' ')}`);
const counts = [0, ...(sizes.length ? sizes : [1000])];

/** The working tree, or with --ref the files of that commit (to time the build before a change). */
function copyProject() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  if (ref)
    execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(workDir)}`, { cwd: projectDir });
  else
    for (const entry of readdirSync(projectDir))
      if (!SKIP.has(entry))
        cpSync(join(projectDir, entry), join(workDir, entry), { recursive: true });
  // A lockfile would make Next take the copy for a workspace root of its own.
  rmSync(join(workDir, 'package-lock.json'), { force: true });
}

/** content/ and each translation's folder in it (content/pt/, ...): each has its Help Center. */
function languageFolders(content) {
  return ['', ...readdirSync(content)].filter((name) =>
    existsSync(join(content, name, 'help', 'index.yaml')),
  );
}

/**
 * `count` generated entries per collection in every language, as the site grows in all four, or
 * with --english-only in English's folder alone.
 */
function writeContent(count) {
  const content = join(workDir, 'content');
  for (const language of englishOnly ? [''] : languageFolders(content)) {
    const folder = join(content, language);
    for (const dir of ['news', 'jobs', 'help'])
      for (const name of readdirSync(join(folder, dir)))
        if (name.startsWith(GENERATED_PREFIX)) rmSync(join(folder, dir, name));
    const topics = parseYaml(readFileSync(join(folder, 'help', 'index.yaml'), 'utf8')).topics.map(
      (topic) => topic.slug,
    );
    for (const file of scaleContent(count, topics))
      writeFileSync(join(folder, file.path), file.text);
  }
}

const CARDS = /Social cards: (\d+) drawn, (\d+) reused in ([\d.]+) s/;

/** The card step alone, as a rebuild with unchanged content runs it: seconds. */
function warmCards() {
  const started = Date.now();
  const output = execFileSync(
    join(projectDir, 'node_modules', '.bin', 'tsx'),
    ['scripts/social-cards.ts'],
    {
      cwd: workDir,
      env: { ...process.env, AGORA_CARDS_CACHE: cardsCache },
      encoding: 'utf8',
    },
  );
  if (!CARDS.test(output)) throw new Error(`The card step said: ${output}`);
  return (Date.now() - started) / 1000;
}

/** The phases next build times itself, as it prints them. */
const PHASES = [
  ['compile', /Compiled successfully in ([\d.]+(?:min|ms|s))/],
  ['types', /Finished TypeScript in ([\d.]+(?:min|ms|s))/],
  ['pages', /Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+(?:min|ms|s))/],
];

const minutesSeconds = (text) => {
  const [, minutes, seconds] = /(\d+)m([\d.]+)s/.exec(text);
  return Number(minutes) * 60 + Number(seconds);
};

/**
 * Runs `npm run build` in the copy from a clean .next/out. Resolves to wall seconds, CPU seconds
 * of the whole process tree (the shell's `times` after the build: on a shared machine they move
 * far less than wall time), peak memory and the static generation worker count.
 */
function build(count) {
  rmSync(join(workDir, '.next'), { recursive: true, force: true });
  rmSync(join(workDir, 'out'), { recursive: true, force: true });
  const log = join(workDir, `build-${count}.log`);
  const started = Date.now();
  const child = spawn('sh', ['-c', 'npm run build --silent; code=$?; times >&3; exit $code'], {
    cwd: workDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', AGORA_CARDS_CACHE: cardsCache },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const memory = watchPeakMemory(child.pid);
  let output = '';
  let times = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdio[3].on('data', (chunk) => (times += chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const peak = memory.stop();
      writeFileSync(log, output);
      if (code !== 0) {
        reject(new Error(`Build with ${count} entries failed (exit ${code}): see ${log}`));
        return;
      }
      // Second line of `times`: user and system time of the shell's children.
      const [user, system] = times.trim().split('\n')[1].split(/\s+/).map(minutesSeconds);
      // A commit from before the social cards (--ref) draws none.
      const [, drawn, reused, cardSeconds] = CARDS.exec(output)?.map(Number) ?? [];
      resolve({
        cards: drawn === undefined ? undefined : { drawn, reused, seconds: cardSeconds },
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: user + system,
        peak,
        workers: /Generating static pages using (\d+) worker/.exec(output)?.[1] ?? '?',
        phases: PHASES.map(([name, pattern]) => `${name} ${pattern.exec(output)?.[1] ?? '?'}`),
      });
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

console.log(`Copying ${ref ? `commit ${ref}` : 'the project'} to ${workDir}`);
copyProject();
const rows = [];
for (const count of counts) {
  writeContent(count);
  console.log(
    `Building with ${count ? `${count} generated entries per collection${englishOnly ? ', in English only' : ''}` : 'the real content'} ...`,
  );
  const outDir = join(workDir, 'out');
  const row = { count, ...(await build(count)) };
  row.pages = htmlPages(outDir).length;
  row.largest = largestPage(outDir);
  if (row.cards) row.cards.warm = warmCards();
  const previous = rows.at(-1);
  const perPage = (key) => previous && (row[key] - previous[key]) / (row.pages - previous.pages);
  row.marginal = perPage('seconds');
  row.marginalCpu = perPage('cpuSeconds');
  rows.push(row);
  console.log(
    `  ${row.pages} pages in ${row.seconds.toFixed(1)} s, ${row.cpuSeconds.toFixed(1)} CPU s (${row.workers} worker(s); ${row.phases.join(', ')})`,
  );
  if (row.cards)
    console.log(
      `  social cards: ${row.cards.drawn} drawn and ${row.cards.reused} reused in ${row.cards.seconds} s, all reused in ${row.cards.warm.toFixed(1)} s`,
    );
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
      'CPU s',
      'marginal CPU s/page',
      'peak MB',
      'largest page',
      'raw',
      'gzip',
      'cards drawn',
      'cards s',
      'cards/s',
      'cards s, all cached',
      'build s, cards cached',
    ]),
    line(Array(15).fill('---')),
    ...rows.map((row) =>
      line([
        row.count || 'real',
        row.pages,
        row.seconds.toFixed(1),
        row.marginal === undefined ? '-' : row.marginal.toFixed(3),
        row.cpuSeconds.toFixed(1),
        row.marginalCpu === undefined ? '-' : row.marginalCpu.toFixed(3),
        Math.round(row.peak / 2 ** 20),
        row.largest.route,
        `${(row.largest.raw / 1000).toFixed(0)} KB`,
        kib(row.largest.gzip),
        ...(row.cards
          ? [
              row.cards.drawn,
              row.cards.seconds.toFixed(1),
              (row.cards.drawn / row.cards.seconds).toFixed(1),
              row.cards.warm.toFixed(1),
              // A rebuild where every card is in the cache: the same build, the card step as it
              // runs warm (timed above) in place of its cold run.
              (row.seconds - row.cards.seconds + row.cards.warm).toFixed(1),
            ]
          : Array(5).fill('-')),
      ]),
    ),
  ].join('\n'),
);
if (rows.length > 2) {
  const growth = (key) => (rows.at(-1)[key] / rows[1][key]).toFixed(2);
  console.log(
    `\nMarginal cost per page, last step vs first: ${growth('marginal')}x wall, ${growth('marginalCpu')}x CPU (linear: within 1.5x).`,
  );
}
