import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { hasBody, readRequestBody, type BodyRefusal } from './request-body';

/**
 * Puts readRequestBody in front of whatever HTTP server this process starts. The Functions
 * Framework (deployed) and the Functions emulator (locally) both load the functions' module first
 * and only then create their server, whose first middleware parses every body with a limit of
 * hundreds of megabytes and gzip inflated. Wrapping http.createServer is the one place that runs
 * before them: a refused body is answered here, in JSON, without reading it; an accepted one is
 * read and parsed here, and marked as parsed (`_body`, and the stream consumed), so their parsers
 * leave it alone.
 */

/** What is still read, and thrown away, after a refusal: enough for the caller to hear it. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

function answer(request: IncomingMessage, response: ServerResponse, refusal: BodyRefusal) {
  response.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...refusal.headers,
  });
  response.end(JSON.stringify(refusal.body));
  // Reading on (without keeping), on a connection left open, lets a client or proxy that is still
  // sending finish and read the answer instead of a reset; one that sends on past the limit is
  // cut off.
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) request.destroy();
  });
  request.resume();
}

export function gated(listener: RequestListener): RequestListener {
  return (request, response) => {
    if (!hasBody(request)) {
      listener(request, response);
      return;
    }
    readRequestBody(request).then(
      (outcome) => {
        if (!outcome.ok) {
          answer(request, response, outcome.refusal);
          return;
        }
        Object.assign(request, { rawBody: outcome.raw, body: outcome.parsed, _body: true });
        listener(request, response);
      },
      () => request.destroy(),
    );
  };
}

let installed = false;

/** Wraps the request listener of every server http.createServer makes from now on. */
export function installRequestBodyGate(): void {
  if (installed) return;
  installed = true;
  const createServer = http.createServer;
  const wrapped = (...args: unknown[]) =>
    Reflect.apply(
      createServer,
      http,
      args.map((arg) => (typeof arg === 'function' ? gated(arg as RequestListener) : arg)),
    );
  http.createServer = wrapped as typeof http.createServer;
}
