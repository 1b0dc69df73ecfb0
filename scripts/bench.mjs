// `npm run bench`: builds the site and the framework floor, serves both on loopback, and writes
// bench/report.md with bytes and Lighthouse (mobile) figures for every route.
// Lighthouse runs once per template (every top-level page, the first page of each folder): one run
// with simulated throttling scores the four categories, three with applied throttling time the LCP.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ensureFloor, measureFloor } from './lib/floor.mjs';
import { fieldLcp } from './lib/field-vitals.mjs';
import { attribute, elements, firstElement, parsePage } from './lib/html-tree.mjs';
import { kib, measureSite } from './lib/measure.mjs';
import { firebaseOnSignIn } from './lib/sign-in.mjs';
import { readHosting, serveStatic } from './lib/static-server.mjs';

const projectDir = process.cwd();
const DEBUG_PORT = 9339;
const RUNS = 3;
// Not a page of its own: /_not-found duplicates /404.
const SKIP_LIGHTHOUSE = new Set(['/_not-found']);
// `-- --field <file>`: the staff page's CSV export, whose field LCP p75 shows beside the lab's.
const fieldArg = process.argv.indexOf('--field');
const field = fieldArg > 0 ? fieldLcp(process.argv[fieldArg + 1]) : undefined;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

console.log('Building the site (npm run build) ...');
execFileSync('npm', ['run', 'build', '--silent'], {
  cwd: projectDir,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const floorOut = ensureFloor(projectDir, { rebuild: true });
console.log(`Builds done after ${elapsed()}`);

const outDir = join(projectDir, 'out');
const hosting = readHosting(projectDir);
const site = measureSite(outDir);
const floor = measureFloor(floorOut);
// The floor is served with the headers the hosting gives every page (firebase.json), not its
// redirects, which name the site's addresses: it stands for the framework's page deployed here. Its
// Cross-Origin-Opener-Policy alone puts each page opened from Lighthouse's blank tab in a new
// browsing context group when the response arrives, which delays the largest paint: a floor
// served without it held pages that carry the header to a page that does not.
const [siteServer, floorServer] = await Promise.all([
  serveStatic(outDir, hosting),
  serveStatic(floorOut, { headers: hosting.headers }),
]);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
});

// Simulated throttling computes the metrics from the trace, so the default 1 s quiet windows only
// cost wall time; 500 ms keeps late requests in the trace and the bench shorter.
// Every run is a first visit: Lighthouse empties the HTTP cache but by default keeps the origin's
// localStorage, so each run after the first found the brand face's note (components/shell/
// brand-font-script.tsx) from the run before, asked for a face no longer cached, and was timed
// waiting for it: a state no first visitor is in.
const SETTINGS = {
  pauseAfterFcpMs: 500,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
  disableFullPageScreenshot: true,
  clearStorageTypes: [
    'cookies',
    'local_storage',
    'indexeddb',
    'cache_storage',
    'service_workers',
    'file_systems',
    'shader_cache',
  ],
};

async function audit(url, categories, throttlingMethod = 'simulate') {
  const { lhr } = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: categories },
    { extends: 'lighthouse:default', settings: { ...SETTINGS, throttlingMethod } },
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, c.score])),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * LCP with applied throttling: the page really loads over slow 4G with a 4x slower CPU. The
 * simulated LCP is estimated from an unthrottled load, where the JS chunks often arrive before the
 * first paint and are then counted as blocking it, so it swings with the machine's load.
 */
const appliedLcp = async (url) => (await audit(url, ['performance'], 'devtools')).lcp;

/**
 * The page's and the floor's LCP, timed in turns: a page, then the floor, RUNS times. This machine's
 * speed drifts over a bench by more than the 1.25x allowance leaves, so each page is held to the
 * floor timed beside it, not to one timed at the start of the bench.
 */
async function pairedLcpRuns(url, floorUrl) {
  const page = [];
  const floorBeside = [];
  while (page.length < RUNS) {
    page.push(await appliedLcp(url));
    floorBeside.push(await appliedLcp(floorUrl));
  }
  return { page: page.filter(Number.isFinite), floor: floorBeside.filter(Number.isFinite) };
}

/** Asks for a page once, so the server has compressed it (lib/static-server) before a run is timed. */
async function warm(url) {
  for (const encoding of ['br', 'gzip'])
    await (await fetch(url, { headers: { 'Accept-Encoding': encoding } })).arrayBuffer();
}

/** One run scoring the four categories, then the LCP with applied throttling beside the floor's. */
async function lighthouseFigures(url, floorUrl) {
  await warm(url);
  const scored = await audit(url, ['performance', 'accessibility', 'best-practices', 'seo']);
  const runs = await pairedLcpRuns(url, floorUrl);
  return {
    ...scored,
    appliedLcp: median(runs.page),
    floorRuns: runs.floor,
    floorLcp: median(runs.floor),
  };
}

/** A page that only sends visitors on (a meta refresh): the CDN answers its address with a 301. */
const redirects = (tree) =>
  [...elements(tree)].some(
    (element) => element.tagName === 'meta' && attribute(element, 'http-equiv') === 'refresh',
  );

/** "/pt" for /pt/about, whose <html lang> is pt-PT; "" for English's unprefixed /about. */
function languagePrefix(route, tree) {
  const tag = attribute(firstElement(tree, 'html'), 'lang');
  const [language] = tag?.split('-') ?? [];
  return language && route.startsWith(`/${language}/`) ? `/${language}` : '';
}

/**
 * The pages Lighthouse loads: every top-level page and the first page in each folder, in each
 * language, since the pages a route generates (/news/<slug>, /news/page/<n>) share one template
 * and each language's pages are the same templates with other words (/pt/about is /about's).
 */
function lighthousePages(pages) {
  const folders = new Set();
  return pages.filter(({ route, file }) => {
    if (SKIP_LIGHTHOUSE.has(route)) return false;
    const tree = parsePage(readFileSync(file, 'utf8'));
    if (redirects(tree)) return false;
    const language = languagePrefix(route, tree);
    const path = route.slice(language.length);
    const folder = path.slice(0, path.lastIndexOf('/'));
    if (folder === '') return true;
    if (folders.has(`${language}${folder}`)) return false;
    folders.add(`${language}${folder}`);
    return true;
  });
}

const rows = [];
const floorUrl = `${floorServer.url}/`;
await warm(floorUrl);
const floorLighthouse = await audit(floorUrl, [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
]);
console.log(
  `Floor: ${kib(floor.js.gzip)} gzip, Performance ${floorLighthouse.scores.performance} (${elapsed()})`,
);
// AGORA_BENCH_ROUTES=/welcome,/pt/welcome audits only those pages (bytes are still reported for
// all).
const onlyRoutes = process.env.AGORA_BENCH_ROUTES?.split(',');
const audited = new Set(
  lighthousePages(site.pages).filter((page) => !onlyRoutes || onlyRoutes.includes(page.route)),
);
for (const page of site.pages) {
  const lh = audited.has(page)
    ? await lighthouseFigures(siteServer.url + page.route, floorUrl)
    : undefined;
  rows.push({ page, lh });
  const lcp = lh
    ? `, LCP ${Math.round(lh.appliedLcp)} ms beside the floor's ${Math.round(lh.floorLcp)}`
    : '';
  console.log(
    `${page.route}: ${kib(page.js.gzip)} gzip, Performance ${lh?.scores.performance ?? '-'}${lcp} (${elapsed()})`,
  );
}
const LCP_LIMIT = 1.25;
const lcpRatio = (lh) => lh.appliedLcp / lh.floorLcp;
const slow = rows.filter(({ lh }) => lh && lcpRatio(lh) > LCP_LIMIT);
const floorRuns = rows.flatMap(({ lh }) => lh?.floorRuns ?? []);
const signIn = site.pages.some((page) => page.route === '/account')
  ? await firebaseOnSignIn(browser, siteServer.url, outDir)
  : { note: 'no /account page in this build' };
await browser.close();
await Promise.all([siteServer.close(), floorServer.close()]);

// Lighthouse gives a category no score (null) when one of its audits could not run.
const score = (value) => (value == null ? '-' : value.toFixed(2));
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const line = (cells) => `| ${cells.join(' | ')} |`;
const ratio = (lh) => (lh?.floorLcp === undefined ? '-' : `${lcpRatio(lh).toFixed(2)}x`);
const tableRow = (route, bytes, lh) => [
  route,
  kib(bytes.js.gzip),
  kib(bytes.js.brotli),
  kib(bytes.js.gzip - floor.js.gzip),
  kib(bytes.htmlGzip),
  kib(bytes.css.gzip),
  score(lh?.scores.performance),
  score(lh?.scores.accessibility),
  score(lh?.scores['best-practices']),
  score(lh?.scores.seo),
  ms(lh?.appliedLcp),
  ms(lh?.floorLcp),
  ratio(lh),
  ms(lh?.lcp),
  ms(lh?.tbt),
  lh?.cls === undefined ? '-' : lh.cls.toFixed(3),
  ...(field ? [route.startsWith('(') ? '-' : field(route)] : []),
];

const report = [
  `# Bench ${new Date().toISOString().slice(0, 10)}`,
  '',
  `Framework floor (bare Next.js page, same next/react): first-load JS ${kib(floor.js.gzip)} gzip, ${kib(floor.js.brotli)} brotli.`,
  `Total CSS: ${kib(site.css.gzip)} gzip. Lighthouse mobile: scores from one run with simulated throttling, on one page per template (the first of each folder).`,
  '',
  line([
    'Route',
    'JS gzip',
    'JS br',
    'vs floor',
    'HTML gzip',
    'CSS gzip',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP applied',
    'floor beside',
    'vs floor',
    'LCP sim.',
    'TBT',
    'CLS',
    ...(field ? ['LCP p75 field'] : []),
  ]),
  line(Array(field ? 17 : 16).fill('---')),
  line(tableRow('(floor)', floor, { ...floorLighthouse, appliedLcp: median(floorRuns) })),
  ...rows.map(({ page, lh }) => line(tableRow(page.route, page, lh))),
  '',
  `LCP applied: Lighthouse with applied (DevTools) throttling, slow 4G and 4x CPU, first visits (HTTP cache and the origin's storage emptied before each run), median of ${RUNS} runs, each followed by a run of the floor (served with the site's headers); "floor beside" is the median of those ${RUNS}, and the page's ratio is to it. The floor's row: the median of all ${floorRuns.length} (${Math.round(Math.min(...floorRuns))}-${Math.round(Math.max(...floorRuns))} ms). ` +
    (slow.length
      ? `Over ${LCP_LIMIT}x the floor: ${slow.map(({ page }) => page.route).join(', ')}.`
      : `Every route within ${LCP_LIMIT}x the floor.`),
  '',
  signIn.note
    ? `Firebase on sign-in: not measured (${signIn.note}).`
    : `Firebase on sign-in (/account, sign-in e-mail field focused; JS chunks fetched afterwards that carry a Firebase marker): ${kib(signIn.gzip)} gzip in ${signIn.chunks} of ${signIn.fetched} chunks.`,
  '',
  ...(field
    ? [
        "LCP p75 field: the 75th percentile of real visits per device, for the page's template, from the staff page's audience report given with --field.",
        '',
      ]
    : []),
  `Bench time: ${elapsed()}.`,
  '',
].join('\n');

mkdirSync(join(projectDir, 'bench'), { recursive: true });
writeFileSync(join(projectDir, 'bench', 'report.md'), report);
console.log(`\n${report}`);
