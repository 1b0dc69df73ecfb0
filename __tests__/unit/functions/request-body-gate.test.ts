/**
 * @jest-environment node
 */
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as functionsFramework from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { installRequestBodyGate } from '@/functions/src/request-body-gate';
import { MAX_BODY_BYTES } from '@/functions/src/request-body';

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
const seen: Seen[] = [];
functionsFramework.http('gatedEcho', (request, response) => {
  seen.push({ body: request.body, rawBody: (request as IncomingMessage & Seen).rawBody });
  response.json({ ok: true });
});

let server: Server;
let origin: string;
beforeAll(async () => {
  server = getTestServer('gatedEcho');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  ms: number;
}

/** Sends a raw request (fetch would refuse some of these headers) and times the answer. */
function send(headers: Record<string, string>, chunks: Buffer[]): Promise<Sent> {
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

const json = { 'content-type': 'application/json' };

describe('the request body gate, before the Functions Framework parses anything', () => {
  test('a valid JSON body reaches the function parsed, with its raw bytes', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Ana' }));
    const answer = await send({ ...json, 'content-length': String(body.length) }, [body]);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(seen).toEqual([{ body: { name: 'Ana' }, rawBody: body }]);
  });

  test('a urlencoded form reaches it as fields', async () => {
    const body = Buffer.from('id=a&token=b');
    await send({ 'content-type': 'application/x-www-form-urlencoded' }, [body]);
    expect(seen[0].body).toEqual({ id: 'a', token: 'b' });
  });

  test('a gzip body that would inflate to 30 MB: 415, unread, at once', async () => {
    const bomb = gzipSync(Buffer.alloc(30 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const answer = await send({ ...json, 'content-encoding': 'gzip' }, [bomb]);
    expect(answer).toMatchObject({
      status: 415,
      headers: { 'accept-encoding': 'identity', 'cache-control': 'no-store' },
      body: { error: 'unsupported-media-type', reason: 'content-encoding' },
    });
    expect(answer.ms).toBeLessThan(1000);
    expect(seen).toEqual([]);
  });

  test('a declared length over the limit: 413 before a byte is read', async () => {
    const memoryBefore = process.memoryUsage().rss;
    const body = Buffer.alloc(30 * 1024 * 1024, 'x');
    const answer = await send({ ...json, 'content-length': String(body.length) }, [body]);
    expect(answer).toMatchObject({
      status: 413,
      body: { error: 'too-large', maxBytes: MAX_BODY_BYTES },
    });
    expect(answer.ms).toBeLessThan(1000);
    expect(seen).toEqual([]);
    // The 30 MB buffer the test itself holds, and not the server's copy of it (or its parse).
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(64 * 1024 * 1024);
  });

  test('a chunked body that grows past the limit: 413 once it does', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const answer = await send(
      json,
      Array.from({ length: 8 }, () => chunk),
    );
    expect(answer).toMatchObject({ status: 413, body: { error: 'too-large' } });
    expect(seen).toEqual([]);
  });

  test('malformed JSON: 400 invalid-body in JSON, no stack, no framework banner', async () => {
    const answer = await send(json, [Buffer.from('{"name": "Ana",')]);
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid-body' } });
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(seen).toEqual([]);
  });

  test('a request without a body passes untouched', async () => {
    const answer = await send({}, []);
    expect(answer.status).toBe(200);
    expect(seen[0].body).toBeUndefined();
  });
});
