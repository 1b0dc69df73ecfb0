/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { factTexts } from '@/lib/content/facts';
import { FRONT_MATTER } from '@/lib/content/read';
import { entryFiles, entryProblems, SaveRefused, type SavedEntry } from '@/lib/cms/save-check';
import { translatedLocales } from '@/lib/i18n/locales';

// The CMS's check before a save, run as in the editor's browser but on a copy of content/ on disk:
// the entry, in every language, is written over the copy and check:content's rules run on it.

const project = process.cwd();
let copy: string;

// A fresh copy for each test; problems name files from the project's root, as the CMS names them.
beforeEach(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-save-'));
  fs.cpSync(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
  process.chdir(copy);
});

afterEach(() => {
  process.chdir(project);
  fs.rmSync(copy, { recursive: true, force: true });
});

/** The entry's files over the copy; none leaves the copy as published. */
/** The copy's files as published, of those a draft wrote over: `writeDraft({})` puts them back. */
let overwritten = new Map<string, string | undefined>();

/** The entry's files over the copy; given none, the copy as published again. */
const writeDraft = (files: Record<string, string>) => {
  for (const [file, text] of overwritten)
    if (text === undefined) fs.rmSync(path.join(copy, file), { force: true });
    else fs.writeFileSync(path.join(copy, file), text);
  overwritten = new Map();
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(copy, file);
    overwritten.set(file, fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined);
    fs.writeFileSync(target, text);
  }
};

/** An entry of content/news as the CMS hands it over: front matter and body, every language. */
function newsEntry(slug: string): SavedEntry {
  const read = (folder: string) => {
    const source = fs.readFileSync(path.join(project, 'content', folder, 'news', `${slug}.md`));
    const [, frontMatter, body] = FRONT_MATTER.exec(source.toString()) ?? [];
    return { ...parse(frontMatter), body: body.trim() };
  };
  return {
    path: `content/news/${slug}.md`,
    data: read(''),
    i18n: Object.fromEntries(translatedLocales.map((locale) => [locale, { data: read(locale) }])),
  };
}

const slug = fs
  .readdirSync(path.join(project, 'content', 'news'))
  .find((file) => file.endsWith('.md'))
  ?.replace(/\.md$/, '') as string;

const problemsOf = (entry: SavedEntry) =>
  entryProblems(entry, writeDraft).map(({ file, problem }) => `${file}: ${problem}`);

test('an entry saved as it is has no problem', () => {
  expect(problemsOf(newsEntry(slug))).toEqual([]);
});

test('writes each language where the build reads it, leaving an emptied optional field out', () => {
  const entry = newsEntry(slug);
  entry.data.updated = '';
  const files = entryFiles(entry);
  expect(Object.keys(files).sort()).toEqual(
    [
      `content/news/${slug}.md`,
      ...translatedLocales.map((l) => `content/${l}/news/${slug}.md`),
    ].sort(),
  );
  expect(files[`content/news/${slug}.md`]).not.toMatch(/^updated:/m);
});

test('refuses what check:content refuses, naming the language and the field', () => {
  const entry = newsEntry(slug);
  entry.data.title = 'A title far too long for a search result, as editors sometimes write';
  const portuguese = entry.i18n?.pt.data as Record<string, unknown>;
  portuguese.description = `${portuguese.description} Paga ${factTexts('pt').get('fees.goods')}.`;
  const french = entry.i18n?.fr.data as Record<string, unknown>;
  french.body = String(french.body).replace(/^## .*$/m, '');

  const problems = entryProblems(entry, writeDraft);
  const message = new SaveRefused(problems).message.split('\n');
  expect(message).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^English · Title: must be at most 60 characters/),
      expect.stringMatching(
        /^Portuguese · Description: ".+" is a company fact: write \{fees\.goods\} instead/,
      ),
      expect.stringMatching(/^French · Body: /),
    ]),
  );
  expect(problems.every(({ file }) => file.endsWith(`/news/${slug}.md`))).toBe(true);
});

test('refuses HTML before saving, in the words of the field it is in (issue 41)', () => {
  const entry = newsEntry(slug);
  entry.data.body = `${entry.data.body}\n\n<script>alert(localStorage["sveltia-cms.user"])</script>`;
  entry.data.title = 'News <b>now</b>';
  const message = new SaveRefused(entryProblems(entry, writeDraft)).message.split('\n');
  expect(message).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^English · Body: has HTML \("<script>alert/),
      expect.stringMatching(/^English · Title: has HTML/),
    ]),
  );
});

test("refuses what breaks another file: a help topic's last article moved out of it", () => {
  const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
  const frontMatterOf = (file: string) => FRONT_MATTER.exec(read(file)) ?? [];
  const { topics } = parse(read('content/help/index.yaml')) as { topics: { slug: string }[] };
  const [topic, other] = topics.map(({ slug: name }) => name);
  const filed = fs
    .readdirSync(path.join(copy, 'content', 'help'))
    .filter((file) => file.endsWith('.md'))
    .filter((file) => parse(frontMatterOf(`content/help/${file}`)[1]).topic === topic);
  // The copy as published keeps one article in the topic, in every language.
  const [last, ...rest] = filed;
  for (const file of rest)
    for (const folder of ['', ...translatedLocales])
      fs.rmSync(path.join(copy, 'content', folder, 'help', file));
  const [, frontMatter, body] = frontMatterOf(`content/help/${last}`);
  const entry: SavedEntry = {
    path: `content/help/${last}`,
    data: { ...parse(frontMatter), topic: other, body: body.trim() },
  };
  expect(problemsOf(entry)).toContainEqual(
    expect.stringMatching(/^content\/help\/index\.yaml: topics: ".+" has no articles$/),
  );
});

test("a late letter elsewhere is not the entry's problem, whichever minute each check runs in", () => {
  // A letter the live branch lacks, its send time past: the content as published has the problem.
  for (const folder of ['', ...translatedLocales]) {
    const letters = path.join(copy, 'content', folder, 'letters');
    const [sent] = fs.readdirSync(letters).filter((file) => file.endsWith('.md'));
    fs.copyFileSync(path.join(letters, sent), path.join(letters, `late-${sent}`));
  }
  // Each reading of the clock a minute on: the entry's check and the published one's differ.
  let now = Date.parse('2026-12-02T09:00:00Z');
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 60_000));
  try {
    const [slug] = fs.readdirSync(path.join(copy, 'content', 'news'));
    expect(entryProblems(newsEntry(slug.replace(/\.md$/, '')), writeDraft)).toEqual([]);
  } finally {
    clock.mockRestore();
  }
});

describe('a refused save names each field as the CMS labels it, and the entry of one elsewhere', () => {
  // The saved entry is content/news/a.md; a problem in another file names its entry first.
  test.each([
    [
      'content/pt/news/a.md',
      'coverAlt: must be at most 150 characters',
      'Portuguese · Cover description',
    ],
    ['content/pt/news/a.md', 'title: missing', 'Portuguese · Title'],
    ['content/jobs/a.md', 'salary.min: must be a number', 'English · Jobs › a › Salary › From'],
    [
      'content/fr/pages/sellers.yaml',
      'sections.0.heading: missing',
      'French · Pages › sellers › Sections › 1 › Heading',
    ],
    [
      'content/pt/pages/sellers.yaml',
      'description: must be at most 160 characters',
      'Portuguese · Pages › sellers › Description',
    ],
    ['content/fr/faq.yaml', 'topics.0.title: missing', 'French · FAQ › Topics › 1 › Title'],
  ])('%s %s', (file, problem, words) => {
    const message = `${words}: ${problem.split(': ').slice(1).join(': ')}`;
    expect(new SaveRefused([{ file, problem }], 'content/news/a.md').message).toBe(message);
  });

  test('without the saved entry named, every field by its label alone', () => {
    expect(
      new SaveRefused([{ file: 'content/fr/pages/sellers.yaml', problem: 'heading: missing' }])
        .message,
    ).toBe('French · Heading: missing');
  });
});
