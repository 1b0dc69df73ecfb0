// Browser only: asks navigator.onLine, before a request and after a failed one.
import 'client-only';

/**
 * A JSON POST to one of the site's own endpoints, as the forms make it: either an answer (any
 * status) or NotSent, saying why there was none. A request that gets no answer in
 * ANSWER_TIMEOUT_MS is abandoned and reported as not sent; the server may still complete it,
 * which is why the contact form retries with the same idempotency key.
 */
export const ANSWER_TIMEOUT_MS = 20_000;

/**
 * Why there was no answer: the browser is offline (before the request, or when it failed), none
 * came in time, or the request failed on the way for another reason.
 */
export type NotSentReason = 'offline' | 'timeout' | 'network';

export class NotSent extends Error {
  constructor(readonly reason: NotSentReason) {
    super(`The request was not sent (${reason})`);
  }
}

export interface JsonAnswer {
  status: number;
  /** The answer's JSON object; empty when it had none (e.g. a proxy's HTML error page). */
  body: Record<string, unknown>;
}

function objectIn(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const offlineOr = (reason: NotSentReason) => new NotSent(navigator.onLine ? reason : 'offline');

/**
 * POSTs `body` as JSON to a site path. `headers` are gathered first, within the same time limit
 * (an App Check token may take a moment); a failure there counts as not sent.
 */
export async function postJson(
  path: string,
  body: unknown,
  headers: () => Promise<Record<string, string>> = async () => ({}),
): Promise<JsonAnswer> {
  if (!navigator.onLine) throw new NotSent('offline');
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new NotSent('timeout'));
    }, ANSWER_TIMEOUT_MS);
  });
  const send = async (): Promise<JsonAnswer> => {
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await headers()) },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      return { status: response.status, body: objectIn(await response.text()) };
    } catch {
      throw offlineOr('network');
    }
  };
  try {
    return await Promise.race([send(), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
