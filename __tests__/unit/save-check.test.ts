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

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-save-'));
  fs.cpSync(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
  // Problems name files from the project's root, as the CMS names them.
  process.chdir(copy);
});

afterAll(() => {
  process.chdir(project);
  fs.rmSync(copy, { recursive: true, force: true });
});

const writeDraft = (files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(copy, file), text);
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
      expect.stringMatching(/^Portuguese · ".+" is a company fact: write \{fees\.goods\} instead/),
      expect.stringMatching(/^French · /),
    ]),
  );
  expect(problems.every(({ file }) => file.endsWith(`/news/${slug}.md`))).toBe(true);
});
