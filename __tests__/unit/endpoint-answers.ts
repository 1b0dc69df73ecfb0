/**
 * A stand-in for fetch in the form tests (jsdom has none): each call gets the next answer queued
 * with `answer()`, a failure (`fail()`) or no answer at all (`hang()`); `sent()` shows what the
 * form posted.
 */
type Reply = (init: RequestInit) => Promise<Response>;

export function endpointStandIn() {
  const replies: Reply[] = [];
  const fetch = jest.fn((_url: string, init: RequestInit) => {
    const reply = replies.shift();
    if (!reply) throw new Error('the form made a request no test expected');
    return reply(init);
  });
  beforeEach(() => {
    replies.length = 0;
    fetch.mockClear();
    window.fetch = fetch as unknown as typeof window.fetch;
  });
  return {
    /** Queues an answer: a status and its JSON body. */
    answer(status: number, body: object = {}) {
      replies.push(async () => ({ status, text: async () => JSON.stringify(body) }) as Response);
    },
    /** Queues a failure on the way, as fetch reports a lost connection. */
    fail() {
      replies.push(async () => {
        throw new TypeError('Failed to fetch');
      });
    },
    /** Queues a request that is never answered (until it is aborted). */
    hang() {
      replies.push(
        (init) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
    },
    /** Every request so far: where, with which headers, and the parsed JSON body. */
    sent() {
      return fetch.mock.calls.map(([url, init]) => ({
        url,
        method: init.method,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      }));
    },
  };
}
