/**
 * @jest-environment node
 */
import { newsletterId } from '@/functions/src/database-paths';
import { randomToken, sha256 } from '@/functions/src/hashing';
import { newsletterConfirm, newsletterUnsubscribe } from '@/functions/src/newsletter';
import type { Services } from '@/functions/src/services';
import { incoming, services } from './requests';

const KEY = 'the-deployment-key';
process.env.QUOTA_SALT = KEY;

const listed = 'listed@example.com';
const entry = {
  email: listed,
  status: 'confirmed',
  confirmTokenHash: sha256(randomToken()),
  unsubscribeTokenHash: sha256(randomToken()),
};

/**
 * A database holding one entry that records what each request asks of it, by kind and by what
 * the path names (the entry, a link's pointer, a quota counter), not by the path itself.
 */
function recordingDatabase() {
  const asked: string[] = [];
  const data = new Map<string, unknown>([[`newsletter/${newsletterId(KEY, listed)}`, entry]]);
  const kind = (path: string) => path.split('/')[0];
  const db = {
    ref: (path: string) => ({
      once: async () => {
        asked.push(`read ${kind(path)}`);
        const value = data.get(path) ?? null;
        return { exists: () => value !== null, val: () => value };
      },
      transaction: async (update: (current: unknown) => unknown) => {
        asked.push(`transaction ${kind(path)}`);
        const next = update(data.get(path) ?? null);
        if (next !== undefined) data.set(path, next);
        return { committed: next !== undefined, snapshot: { val: () => next } };
      },
    }),
  };
  return { asked, db: db as unknown as Services['db'] };
}

describe.each([
  ['confirm', newsletterConfirm],
  ['unsubscribe', newsletterUnsubscribe],
])('a %s link', (_name, endpoint) => {
  test('for an address not on the list asks the database what one with a wrong token does', async () => {
    const work = async (id: string) => {
      const { asked, db } = recordingDatabase();
      const reply = await endpoint(incoming({ id, token: randomToken() }), services({ db }));
      return { reply, asked };
    };
    const wrongToken = await work(newsletterId(KEY, listed));
    const notListed = await work(newsletterId(KEY, 'unlisted@example.com'));
    expect(wrongToken.reply).toEqual({ status: 400, body: { error: 'invalid-link' } });
    expect(notListed).toEqual(wrongToken);
    expect(wrongToken.asked).toEqual([
      'read quotas',
      'read newsletter',
      'read newsletterLinks',
      'transaction quotas',
    ]);
  });
});

test('an entry’s id is keyed: not the plain hash of the address, and another key gives another', () => {
  expect(newsletterId(KEY, listed)).not.toBe(sha256(listed));
  expect(newsletterId(KEY, listed)).not.toBe(newsletterId('another-key', listed));
  expect(newsletterId(KEY, ' Listed@EXAMPLE.com')).toBe(newsletterId(KEY, listed));
});
