// `npm run bench:bodies`: what a hostile body costs a function's worker, with and without the
// request-body gate. Each case runs in a fresh process serving the real Functions Framework (as
// deployed), sends one body and reads the worker's peak resident memory (VmHWM) and the answer's
// time. Without the gate the framework parses the body before the function's own size check.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as functionsFramework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { installRequestBodyGate } from '../functions/src/request-body-gate';
import { MAX_BODY_BYTES } from '../functions/src/request-body';

const MB = 1024 * 1024;

function residentKiB(field: 'VmHWM' | 'VmRSS'): number {
  const line = fs
    .readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`))!;
  return Number(line.split(/\s+/)[1]);
}

/** The worker: the framework with a function that refuses what is over the limit, as before. */
function serve(gated: boolean) {
  if (gated) installRequestBodyGate();
  functionsFramework.http('probe', (request, response) => {
    const length = (request as http.IncomingMessage & { rawBody?: Buffer }).rawBody?.length ?? 0;
    response.status(length > MAX_BODY_BYTES ? 413 : 200).json({});
  });
  const server = getTestServer('probe');
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as AddressInfo).port, rss: residentKiB('VmRSS') });
  });
  process.on('message', () => process.send!({ peak: residentKiB('VmHWM') }));
}

const next = <T>(child: ChildProcess) =>
  new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));

function send(port: number, headers: Record<string, string>, body: Buffer) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request({ port, method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, ms: performance.now() - started }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function measure(gated: boolean, headers: Record<string, string>, body: Buffer) {
  const child = fork(__filename, ['serve', gated ? 'gated' : 'bare'], {
    execArgv: process.execArgv,
  });
  const { port, rss } = await next<{ port: number; rss: number }>(child);
  const answer = await send(port, headers, body);
  child.send('peak');
  const { peak } = await next<{ peak: number }>(child);
  child.kill();
  return { ...answer, startMiB: rss / 1024, peakMiB: peak / 1024 };
}

async function main() {
  const json = { 'content-type': 'application/json' };
  const inflated = Buffer.from(`{"message":"${'x'.repeat(30 * MB)}"}`);
  const bomb = gzipSync(inflated, { level: 9 });
  const cases = [
    {
      name: `gzip, ${(bomb.length / 1024).toFixed(0)} KiB inflating to 30 MiB`,
      headers: { ...json, 'content-encoding': 'gzip' },
      body: bomb,
    },
    { name: '30 MiB plain JSON', headers: json, body: inflated },
  ];
  console.log('| body | worker | answer | time | worker memory: start → peak |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { name, headers, body } of cases) {
    for (const gated of [false, true]) {
      const result = await measure(gated, headers, body);
      console.log(
        `| ${name} | ${gated ? 'gated' : 'framework alone'} | ${result.status} | ` +
          `${result.ms.toFixed(0)} ms | ${result.startMiB.toFixed(0)} → ${result.peakMiB.toFixed(0)} MiB |`,
      );
    }
  }
}

if (process.argv[2] === 'serve') serve(process.argv[3] === 'gated');
else main();
