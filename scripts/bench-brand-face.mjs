// `npm run bench:face [-- --out <dir>] [-- --runs N]`: how often a first visit shows the brand
// face, and what it costs. Serves out/ (or another export) and the framework floor on loopback and
// loads pages cold (a new browser context each time: empty cache, empty storage) over the two
// connections issue 44 names: 20 ms / 10 Mbps, and the bench's slow 4G (Lighthouse's applied
// throttling: 562.5 ms round trip, 1.47 Mbps down, a 4x slower CPU). For each it prints, per page:
// in how many loads the h1 was drawn in the face one second after the first paint and at the end,
// the median first paint beside the floor's, when the face arrived after the first paint, the
// layout shift, and whether the next page load (the face in the cache) is laid out as the first.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ensureFloor } from './lib/floor.mjs';
import { readHosting, serveStatic } from './lib/static-server.mjs';

const projectDir = process.cwd();
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const outDir = option('out', join(projectDir, 'out'));
const runs = Number(option('runs', 10));
const routes = option('routes', '/welcome,/pt/sellers').split(',');

const connections = {
  '20 ms / 10 Mbps': { latency: 20, mbps: 10, cpu: 1 },
  'slow 4G': { latency: 562.5, mbps: 1.4744, cpu: 4 },
};

/** Chrome names the face's instance by its weight: "Bricolage Grotesque 96pt ExtraBold". */
const BRAND_FACE = /^Bricolage Grotesque\b/;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function headingInFace(page, session) {
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'h1',
  });
  if (!nodeId) return false;
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.some((font) => BRAND_FACE.test(font.familyName));
}

/** A new phone-sized context whose page has `connection` and its CPU emulated. */
async function throttledPage(browser, { latency, mbps, cpu }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: (mbps * 1024 * 1024) / 8,
    uploadThroughput: (mbps * 1024 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, session };
}

/** One cold load of `url`: a new context, the connection emulated before the request. */
async function coldLoad(browser, url, connection) {
  const { context, page, session } = await throttledPage(browser, connection);
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  // A second after the first paint, unless the load event came later.
  const wait = Math.max(0, fcp + 1000 - (await page.evaluate(() => performance.now())));
  await page.waitForTimeout(wait);
  const inFaceAfterSecond = await headingInFace(page, session);
  await page.waitForTimeout(1500);
  const inFaceAtEnd = await headingInFace(page, session);
  const measured = await page.evaluate(() => {
    const face = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.responseEnd);
    return {
      faceIn: face.length ? Math.min(...face) : NaN,
      cls: window.__shift,
      height: document.documentElement.scrollHeight,
    };
  });
  // The next page load, the face now in this browser's cache.
  await page.reload({ waitUntil: 'load' });
  await page.waitForTimeout(500);
  const nextHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await context.close();
  return { fcp, inFaceAfterSecond, inFaceAtEnd, ...measured, nextHeight };
}

async function floorPaint(browser, url, connection) {
  const { context, page } = await throttledPage(browser, connection);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  await context.close();
  return fcp;
}

const floorOut = ensureFloor(projectDir, { log: () => undefined });
const hosting = readHosting(projectDir);
const [site, floor] = await Promise.all([
  serveStatic(outDir, hosting),
  serveStatic(floorOut, { headers: hosting.headers }),
]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log(`Export: ${outDir}, ${runs} cold loads per page and connection`);
for (const [name, connection] of Object.entries(connections)) {
  for (const route of routes) {
    const loads = [];
    const floorPaints = [];
    for (let run = 0; run < runs; run += 1) {
      loads.push(await coldLoad(browser, site.url + route, connection));
      floorPaints.push(await floorPaint(browser, `${floor.url}/`, connection));
    }
    const count = (key) => loads.filter((load) => load[key]).length;
    const fcp = median(loads.map((load) => load.fcp));
    const floorFcp = median(floorPaints);
    const faceAfterPaint = loads.map((load) => load.faceIn - load.fcp).filter(Number.isFinite);
    const reflowed = loads.filter((load) => load.nextHeight !== load.height).length;
    console.log(
      `${name} ${route}: face on the h1 ${count('inFaceAfterSecond')}/${runs} at load (or 1 s after the first paint), ` +
        `${count('inFaceAtEnd')}/${runs} at the end; first paint ${Math.round(fcp)} ms ` +
        `(floor ${Math.round(floorFcp)} ms, ${(fcp / floorFcp).toFixed(2)}x); face in ` +
        `${faceAfterPaint.length ? Math.round(median(faceAfterPaint)) : '-'} ms after it; ` +
        `CLS max ${Math.max(...loads.map((load) => load.cls)).toFixed(4)}; ` +
        `next page laid out differently in ${reflowed}/${runs} (heights ${loads[0].height} -> ${loads[0].nextHeight})`,
    );
  }
}
await browser.close();
await Promise.all([site.close(), floor.close()]);
