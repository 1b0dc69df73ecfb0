import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as functionsFramework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { installRequestBodyGate } from '@/functions/src/request-body-gate';

/**
 * The gate in front of the Functions Framework, as deployed: the framework's own server (its
 * body parsers inflate and accept a gigabyte) with the gate installed before it is made, as
 * index.ts installs it before the framework makes its server.
 */
installRequestBodyGate();

interface Seen {
  body: unknown;
  rawBody?: Buffer;
}
export const seen: Seen[] = [];
functionsFramework.http('gatedEcho', (request, response) => {
  seen.push({ body: request.body, rawBody: (request as IncomingMessage & Seen).rawBody });
  response.json({ ok: true });
});

let server: Server;
let origin: string;

/** Serves the gated function for the calling suite's tests, each starting with nothing seen. */
export function serveGatedEcho() {
  beforeAll(async () => {
    server = getTestServer('gatedEcho');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // Closed with its connections: a client's kept-alive socket would hold close() past the hook's
  // time limit on a busy machine.
  afterAll(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  );
  beforeEach(() => (seen.length = 0));
}

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  ms: number;
}

/** Sends a raw request (fetch would refuse some of these headers) and times the answer. */
export function send(headers: Record<string, string>, chunks: Buffer[]): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { method: 'POST', headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: JSON.parse(text),
          ms: performance.now() - started,
        });
      });
    });
    // A refused upload may be cut off once it has been answered: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

export const json = { 'content-type': 'application/json' };
