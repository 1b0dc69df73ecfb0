// `npm run bench:audience`: how many beacons a second one instance of the ingest function holds
// on this machine. A worker serves the real endpoint (functions/src/audience.ts) behind the
// request-body gate on the Functions Framework, as deployed, with its log lines (the rows) written
// to a pipe that is read and dropped, an in-memory salt and the site's real page list; 80
// connections at once (Cloud Run's concurrency for it) send beacons from 4,096 networks for a
// fixed time, with the site-wide limit lifted so the ceiling shows. Prints answers per second,
// the share counted (204) and the latency percentiles.
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 80;

async function worker() {
  process.env.AUDIENCE_SITE_PER_MINUTE = String(1e9);
  const functionsFramework = await import('@google-cloud/functions-framework');
  const { getTestServer } = await import('@google-cloud/functions-framework/testing');
  const { installRequestBodyGate } = await import('../functions/src/request-body-gate');
  const { serve } = await import('../functions/src/serve');
  const { audience } = await import('../functions/src/audience');
  const { writeAudienceRows } = await import('../functions/src/audience-rows');
  const { readSettings } = await import('../functions/src/settings');
  const { audiencePages } = await import('../lib/audience/site-pages');
  installRequestBodyGate();
  const pages = audiencePages();
  const salt = 'bench-salt';
  const db = {
    ref: () => ({ transaction: async () => ({ committed: true, snapshot: { val: () => salt } }) }),
  };
  const settings = readSettings('https://agora.example');
  const services = () =>
    ({
      db,
      settings,
      now: Date.now,
      appCheckEnforced: false,
      audiencePages: async () => pages,
      writeAudienceRows,
    }) as never;
  functionsFramework.http('audience', serve(audience, services) as never);
  const server = getTestServer('audience');
  server.listen(0, '127.0.0.1', () =>
    process.send!({ port: (server.address() as AddressInfo).port }),
  );
}

async function load(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const body = JSON.stringify({
    page: '/sellers',
    source: 'search',
    device: 'phone',
    entry: true,
    vitals: { lcp: 1800, fcp: 900, ttfb: 120, cls: 0.01, inp: 80 },
    targets: { lcp: 'main>h1' },
  });
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const network = sent++ % 4096;
      const started = performance.now();
      const request = http.request(
        {
          port,
          agent,
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            origin: 'https://agora.example',
            'sec-fetch-site': 'same-origin',
            'user-agent':
              'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
            'x-forwarded-for': `10.${network >> 8}.${network & 255}.7, 35.191.0.1`,
            'x-forwarded-host': 'agora.example',
            'x-original-url': '/api/audience',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            times.push(performance.now() - started);
            statuses.set(response.statusCode!, (statuses.get(response.statusCode!) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.floor(share * (times.length - 1))].toFixed(1);
  const counted = statuses.get(204) ?? 0;
  console.log(
    `audience ingest, one instance, ${CONNECTIONS} connections, ${elapsed.toFixed(1)} s: ` +
      `${Math.round(times.length / elapsed)} beacons/s answered, ${Math.round(counted / elapsed)}/s counted ` +
      `(${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}); ` +
      `latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
  );
  agent.destroy();
}

if (process.argv[2] === 'worker') {
  void worker();
} else {
  const child = fork(__filename, ['worker'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // The rows the worker logs: read and dropped, as Cloud Run's log agent reads them.
  child.stdout!.resume();
  child.once('message', async ({ port }: { port: number }) => {
    await load(port);
    child.kill();
  });
}
