/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentProblems } from '@/lib/content/content-problems';
import { contentKinds } from '@/lib/content/content-kinds';
import { lateLetterProblem } from '@/lib/content/letter-send-times';
import { SEND_TIME_FIELD } from '@/lib/content/letters';
import { publishedVersion } from '@/lib/content/published-version';
import { localeFolder } from '@/lib/content/read';
import { locales } from '@/lib/i18n/locales';
import { withContentCopy } from '../support/content-copy';

// A letter not yet sent takes a send time to come (the CMS and check:content both): one merged
// with a time past is mailed at once, or never. Every kind that is sent, in every language.

const HOUR = 3_600_000;
const sentKinds = contentKinds.filter(
  (kind) => SEND_TIME_FIELD in (kind.schema as never as { shape: object }).shape,
);
const copy = withContentCopy('send-times');

/** An entry of `kind` on the live branch, sent already: its file within content/ in `locale`. */
function sentEntry(kindPath: string, locale: (typeof locales)[number]) {
  const folder = path.join(localeFolder(locale), kindPath.slice(0, kindPath.indexOf('*')));
  const name = fs
    .readdirSync(path.join(copy(), folder))
    .find((file) => file.endsWith('.md') && publishedVersion(path.join(folder, file)));
  if (!name) throw new Error(`no ${kindPath} on the live branch in ${locale}`);
  return path.join(folder, name);
}

const withSendTime = (source: string, at: number) =>
  source.replace(
    new RegExp(`^${SEND_TIME_FIELD}: .*$`, 'm'),
    `${SEND_TIME_FIELD}: ${new Date(at).toISOString().replace(/\.\d+Z$/, 'Z')}`,
  );

test('there are kinds that are sent', () => {
  expect(sentKinds.map((kind) => kind.name)).toEqual(['letters']);
});

describe.each(sentKinds.map((kind) => [kind.name, kind.path]))('%s (%s)', (_name, kindPath) => {
  test('a new one with a time past is refused in every language, one with a time to come is not', () => {
    const now = Date.now();
    const files = locales.flatMap((locale) => {
      const sent = sentEntry(kindPath, locale);
      const source = fs.readFileSync(path.join(copy(), sent), 'utf8');
      const late = path.join(path.dirname(sent), 'a-letter-written-late.md');
      const early = path.join(path.dirname(sent), 'a-letter-written-early.md');
      fs.writeFileSync(path.join(copy(), late), withSendTime(source, now - HOUR));
      fs.writeFileSync(path.join(copy(), early), withSendTime(source, now + 24 * HOUR));
      return [{ late, early }];
    });
    const problems = contentProblems({ now }).filter(({ problem }) =>
      problem.startsWith(`${SEND_TIME_FIELD}: must be later than now`),
    );
    console.log(problems.map(({ file, problem }) => `${file}: ${problem}`).join('\n'));
    expect(problems.map(({ file }) => path.relative(copy(), file)).sort()).toEqual(
      files.map(({ late }) => late).sort(),
    );
  });

  test.each(locales)(
    'in %s, one sent already may be corrected; one still to go may not be moved into the past',
    (locale) => {
      const sent = sentEntry(kindPath, locale);
      const published = publishedVersion(sent)!;
      const corrected = published.replace(/\n\n/, '\n\nA correction.\n\n');
      const sentAt = Date.parse(/^sendAt: (.*)$/m.exec(published)![1]);
      expect(lateLetterProblem(corrected, published, sent, Date.now())).toBeUndefined();
      // Before its time, the live branch's letter is still to go: a time past is refused.
      const before = sentAt - 2 * HOUR;
      expect(
        lateLetterProblem(withSendTime(published, before - HOUR), published, sent, before),
      ).toMatch(/^sendAt: must be later than now/);
      expect(lateLetterProblem(published, published, sent, before)).toBeUndefined();
    },
  );
});
