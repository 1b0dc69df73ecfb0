import { functionsContent } from '@/lib/content/functions-content';
import { siteLetters } from '@/lib/content/site-letters';
import type { IncomingRequest } from '@/functions/src/endpoint';
import type { AudienceServices } from '@/functions/src/services';
import { readSettings } from '@/functions/src/settings';

/**
 * Plain requests and services for the endpoints' unit tests. The database is absent: a test that
 * reaches it (a request that should have been refused earlier) fails with a clear message.
 */
export function incoming(
  body: unknown,
  {
    method = 'POST',
    headers = { 'content-type': 'application/json' },
    query = {},
  }: { method?: string; headers?: Record<string, string>; query?: Record<string, unknown> } = {},
): IncomingRequest {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    header: (name) => lower[name.toLowerCase()],
    body,
    query,
  };
}

const noDatabase = new Proxy(
  {},
  {
    get(_, property) {
      throw new Error(`the request reached the database (db.${String(property)})`);
    },
  },
);

export function services(overrides: Partial<AudienceServices> = {}): AudienceServices {
  const content = functionsContent();
  return {
    db: noDatabase as AudienceServices['db'],
    content,
    letters: async () => siteLetters(),
    settings: readSettings(content.site.url),
    now: () => Date.UTC(2026, 10, 21, 12, 30),
    appCheckEnforced: false,
    verifyAppCheckToken: async () => ({ alreadyConsumed: false }),
    verifyIdToken: async () => {
      throw new Error('no signed-in visitor in these tests');
    },
    sendMail: async () => {
      throw new Error('the request reached the mail');
    },
    enqueueMail: async () => {
      throw new Error('the request reached the mail queue');
    },
    audiencePages: async () => ({ pages: {} }),
    writeAudienceRows: () => {
      throw new Error('the request wrote an audience row');
    },
    verifyAccountToken: async () => {
      throw new Error('no account in these tests');
    },
    queryAudience: async () => {
      throw new Error('the request reached the audience warehouse');
    },
    ...overrides,
  };
}

/** A database that holds counters, enough for the quotas' transactions. */
export function countingDatabase() {
  const counters = new Map<string, number>();
  const db = {
    ref: (path: string) => ({
      transaction: async (update: (current: number | null) => number | null | undefined) => {
        const next = update(counters.get(path) ?? null);
        if (next === undefined) return { committed: false };
        if (next === null) counters.delete(path);
        else counters.set(path, next);
        return { committed: true, snapshot: { val: () => next } };
      },
    }),
  };
  return { counters, db: db as unknown as AudienceServices['db'] };
}
