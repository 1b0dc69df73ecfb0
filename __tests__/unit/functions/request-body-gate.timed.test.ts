/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import { json, seen, send, serveGatedEcho } from '../../support/gated-echo';

// Refused before it is read: a refusal that waited for the body, or inflated it, would take the
// upload's time and hold its bytes. Timed, so run with the machine to itself (the timed project).
serveGatedEcho();

test('a gzip body that would inflate to 30 MB is refused within a second', async () => {
  const bomb = gzipSync(Buffer.alloc(30 * 1024 * 1024, ' '));
  const answer = await send({ ...json, 'content-encoding': 'gzip' }, [bomb]);
  expect(answer.status).toBe(415);
  expect(answer.ms).toBeLessThan(1000);
  expect(seen).toEqual([]);
});

test('a declared 30 MB body is refused within a second, without the server keeping a copy', async () => {
  const memoryBefore = process.memoryUsage().rss;
  const body = Buffer.alloc(30 * 1024 * 1024, 'x');
  const answer = await send({ ...json, 'content-length': String(body.length) }, [body]);
  expect(answer.status).toBe(413);
  expect(answer.ms).toBeLessThan(1000);
  // The 30 MB buffer the test itself holds, and not the server's copy of it (or its parse).
  expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(64 * 1024 * 1024);
});
