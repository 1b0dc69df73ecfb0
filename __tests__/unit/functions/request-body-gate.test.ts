/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import { MAX_BODY_BYTES } from '@/functions/src/request-body';
import { json, seen, send, serveGatedEcho } from '../../support/gated-echo';

// How soon and at what memory cost a body is refused: request-body-gate.timed.test.ts.
serveGatedEcho();

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

  test('a gzip body that would inflate to 30 MB: 415, unread', async () => {
    const bomb = gzipSync(Buffer.alloc(30 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const answer = await send({ ...json, 'content-encoding': 'gzip' }, [bomb]);
    expect(answer).toMatchObject({
      status: 415,
      headers: { 'accept-encoding': 'identity', 'cache-control': 'no-store' },
      body: { error: 'unsupported-media-type', reason: 'content-encoding' },
    });
    expect(seen).toEqual([]);
  });

  test('a declared length over the limit: 413', async () => {
    const body = Buffer.alloc(30 * 1024 * 1024, 'x');
    const answer = await send({ ...json, 'content-length': String(body.length) }, [body]);
    expect(answer).toMatchObject({
      status: 413,
      body: { error: 'too-large', maxBytes: MAX_BODY_BYTES },
    });
    expect(seen).toEqual([]);
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
