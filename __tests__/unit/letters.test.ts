import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadLetters, sendDay, sendTime } from '@/lib/content/letters';
import { locales } from '@/lib/i18n/locales';
import { letterPath, newsletterPages, reservedLetterSlugs } from '@/lib/newsletter-pages';
import { generatedRoutes, NO_ENTRIES, rootRedirect } from '@/lib/routes';
import { siteLetters } from '@/lib/content/site-letters';
import { contentError } from '../support/content-error';

const letterRoute = () => generatedRoutes.find((route) => route.path === '/newsletter/[slug]')!;

/** The letters' pages in a language on `day`: their slugs, and whether each is listed. */
const letterPagesOn = (day: string, locale: (typeof locales)[number] = 'en') => {
  process.env.AGORA_TODAY = day;
  return letterRoute()
    .pages(locale)
    .map((page) => ({ slug: page.params.slug, listed: !page.unlisted }));
};

afterEach(() => {
  delete process.env.AGORA_TODAY;
});

describe('the real letters', () => {
  test.each(locales)('validate in %s, each language with the same letters and times', (locale) => {
    const letters = loadLetters(locale);
    expect(letters.length).toBeGreaterThan(0);
    expect(letters.map(({ slug, sendAt }) => ({ slug, sendAt }))).toEqual(
      loadLetters('en').map(({ slug, sendAt }) => ({ slug, sendAt })),
    );
  });

  test('the first one went on 2 November 2026: its page is there before, unlisted until then', () => {
    for (const locale of locales) {
      expect(letterPagesOn('2026-11-01', locale)).toContainEqual({
        slug: 'november-2026',
        listed: false,
      });
      expect(letterPagesOn('2026-11-02', locale)).toContainEqual({
        slug: 'november-2026',
        listed: true,
      });
    }
  });

  test('the functions find every letter, with its time and its mail in every language', () => {
    const { letters } = siteLetters();
    expect(letters.map(({ slug, sendAt }) => ({ slug, sendAt }))).toEqual(
      loadLetters('en').map((letter) => ({ slug: letter.slug, sendAt: sendTime(letter) })),
    );
    for (const letter of letters) expect(Object.keys(letter.mail)).toEqual([...locales]);
  });
});

test("a letter's page lives beside the newsletter's own pages, whose names it cannot take", () => {
  expect(reservedLetterSlugs.map(letterPath)).toEqual(Object.values(newsletterPages));
});

test('sendAt: a zone written out, or a date alone at midnight UTC', () => {
  expect(sendTime({ sendAt: '2026-11-02T10:00:00+01:00' })).toBe(Date.UTC(2026, 10, 2, 9));
  expect(sendTime({ sendAt: '2026-11-02' })).toBe(Date.UTC(2026, 10, 2));
  // The page shows the day in UTC, which the build's "today" is too.
  expect(sendDay({ sendAt: '2026-11-02T00:30:00+01:00' })).toBe('2026-11-01');
});

describe('a letter file is checked', () => {
  let dir: string;
  const write = (name: string, source: string) => {
    fs.writeFileSync(path.join(dir, 'letters', name), source);
  };
  const letter = (frontMatter: Record<string, string>) =>
    `---\n${Object.entries(frontMatter)
      .map(([key, value]) => `${key}: '${value}'`)
      .join('\n')}\n---\n\nHello,\n\nThe news of the month.\n`;
  const valid = {
    subject: 'November at Agora',
    summary: 'What changed on the marketplace this month, and what is coming next for you.',
    sendAt: '2026-11-02T09:00:00Z',
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-letters-'));
    fs.mkdirSync(path.join(dir, 'letters'));
    process.env.AGORA_CONTENT_DIR = dir;
    process.env.AGORA_TODAY = '2026-12-01';
  });
  afterEach(() => {
    delete process.env.AGORA_CONTENT_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a valid one loads, its file name as its slug', () => {
    write('november.md', letter(valid));
    expect(loadLetters('en')).toMatchObject([{ slug: 'november', subject: valid.subject }]);
  });

  test.each(['2026-11-02T09:00:00', '2 November 2026', '2026-11-31'])(
    'sendAt "%s": no zone, or no date',
    (sendAt) => {
      write('november.md', letter({ ...valid, sendAt }));
      expect(contentError(() => loadLetters('en')).problems.join('\n')).toMatch(
        /^sendAt: must be an ISO date-time with its zone/m,
      );
    },
  );

  test.each(reservedLetterSlugs)('the name of the newsletter page "%s"', (slug) => {
    write(`${slug}.md`, letter(valid));
    expect(contentError(() => loadLetters('en')).problems.join('\n')).toMatch(
      /^slug: must not be one of the newsletter's own pages \(confirm, /m,
    );
  });

  test('a subject too long for an inbox, a summary too short for a preview', () => {
    write('november.md', letter({ ...valid, subject: 'x'.repeat(61), summary: 'Short.' }));
    const problems = contentError(() => loadLetters('en')).problems.join('\n');
    expect(problems).toMatch(/^subject: must be at most 60 characters/m);
    expect(problems).toMatch(/^summary: must be at least 50 characters/m);
  });

  test('a letter due after the build day has its page, unlisted until its day', () => {
    write('november.md', letter(valid));
    write('december.md', letter({ ...valid, sendAt: '2026-12-02T09:00:00Z' }));
    expect(letterRoute().pages('en')).toEqual([
      expect.objectContaining({ params: { slug: 'december' }, unlisted: true }),
      expect.not.objectContaining({ unlisted: true }),
    ]);
  });

  test('before any letter, the route still builds a page, which sends visitors home', () => {
    expect(letterRoute().pages('en')).toEqual([
      { params: { slug: NO_ENTRIES }, heading: '', redirectTo: rootRedirect.to },
    ]);
  });
});
