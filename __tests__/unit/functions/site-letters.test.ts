/**
 * @jest-environment node
 */
import { KEEP_LETTERS_MS, siteLetters } from '@/functions/src/site-letters';
import { SITE_LETTERS_PATH } from '@/lib/site-letters-path';

const site = 'https://site.example';
const published = { letters: [{ slug: 'december-2026', sendAt: 0, mail: {} }] };
let answers: (() => Response)[];
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  answers = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return (answers.shift() ?? (() => Response.json(published)))();
  }) as typeof fetch;
});

// Each test starts past the last one's keeping time: the module keeps one read per instance.
let clock = 0;
const later = (ms = KEEP_LETTERS_MS + 1) => (clock += ms);

test('the functions read the letters the site publishes, once a minute at most', async () => {
  const start = later();
  await expect(siteLetters(site, start)).resolves.toEqual(published);
  await expect(siteLetters(site, start + KEEP_LETTERS_MS)).resolves.toEqual(published);
  expect(asked).toEqual([`${site}${SITE_LETTERS_PATH}`]);
  await siteLetters(site, later());
  expect(asked).toHaveLength(2);
});

test('a read that failed is not kept: the next one asks again', async () => {
  answers.push(() => new Response('gone', { status: 503 }));
  const at = later();
  await expect(siteLetters(site, at)).rejects.toThrow(`${SITE_LETTERS_PATH} answered 503`);
  await expect(siteLetters(site, at + 1)).resolves.toEqual(published);
  expect(asked).toHaveLength(2);
});
