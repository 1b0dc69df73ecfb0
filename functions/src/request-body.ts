import type { IncomingMessage } from 'node:http';

/**
 * Reads a request's body the functions' own way: never inflated, never past a limit, and refused
 * before any of it is read when its headers already say it is compressed or too large. The
 * platforms in front of the functions (the Functions Framework deployed, the emulator locally)
 * would otherwise parse every body themselves, inflating gzip and accepting up to a gigabyte, before
 * the function runs: request-body-gate.ts puts this reader in front of them.
 */

/** Far above the largest valid request (a 5,000-character message, escaped) and far below harm. */
export const MAX_BODY_BYTES = 32 * 1024;

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
/**
 * What navigator.sendBeacon sends a string as: the audience beacon's JSON, under the one type a
 * beacon can carry without the browser refusing it.
 */
export const BEACON_TYPE = 'text/plain';
/** What browsers send CSP violation reports as: JSON under their own names. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;
export type MediaType =
  typeof JSON_TYPE | typeof FORM_TYPE | typeof BEACON_TYPE | (typeof CSP_REPORT_TYPES)[number];

const JSON_TYPES: readonly string[] = [JSON_TYPE, BEACON_TYPE, ...CSP_REPORT_TYPES];

/** A refusal the reader answers itself, before the function runs. */
export interface BodyRefusal {
  status: 400 | 413 | 415;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type BodyOutcome =
  { ok: true; raw: Buffer; parsed: unknown } | { ok: false; refusal: BodyRefusal };

const tooLarge: BodyRefusal = {
  status: 413,
  body: { error: 'too-large', maxBytes: MAX_BODY_BYTES },
};

const compressed: BodyRefusal = {
  status: 415,
  body: { error: 'unsupported-media-type', reason: 'content-encoding' },
  // The one content coding the functions take (RFC 7694).
  headers: { 'Accept-Encoding': 'identity' },
};

const invalidBody: BodyRefusal = { status: 400, body: { error: 'invalid-body' } };

export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether a request carries a body at all (a length, or chunks). */
export function hasBody(request: IncomingMessage): boolean {
  return (
    request.headers['transfer-encoding'] !== undefined ||
    Number(request.headers['content-length'] ?? 0) > 0
  );
}

/** The refusal the headers alone call for, before a byte of the body is read. */
function refusalByHeaders(request: IncomingMessage): BodyRefusal | undefined {
  const encoding = (request.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return compressed;
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge;
  return undefined;
}

/** The body's bytes, or undefined as soon as they pass the limit (the rest is left unread). */
function readAtMost(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        request.off('data', onData);
        request.off('end', onEnd);
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', reject);
  });
}

/** Parses the bytes as their media type says: JSON, a urlencoded form, or left as bytes. */
function parseBody(raw: Buffer, mediaType: string): BodyOutcome {
  if (JSON_TYPES.includes(mediaType)) {
    try {
      return { ok: true, raw, parsed: JSON.parse(raw.toString('utf8')) };
    } catch {
      return { ok: false, refusal: invalidBody };
    }
  }
  if (mediaType === FORM_TYPE) {
    return { ok: true, raw, parsed: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  return { ok: true, raw, parsed: undefined };
}

export async function readRequestBody(request: IncomingMessage): Promise<BodyOutcome> {
  const refusal = refusalByHeaders(request);
  if (refusal) return { ok: false, refusal };
  const raw = await readAtMost(request, MAX_BODY_BYTES);
  if (!raw) return { ok: false, refusal: tooLarge };
  return parseBody(raw, mediaTypeOf(request.headers['content-type']));
}
