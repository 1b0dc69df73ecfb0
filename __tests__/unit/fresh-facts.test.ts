/**
 * @jest-environment node
 */
import realFs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { factsOn } from '@/lib/content/dated-facts';
import { today } from '@/lib/today';
import { factTexts } from '@/lib/content/facts';
import { FRONT_MATTER } from '@/lib/content/read';
import { keepSaved, refreshFacts, FACTS_URL } from '@/lib/cms/fresh-facts.mjs';
import { setPublished } from '@/lib/cms/browser/content-files.mjs';
import { entryProblems, type SavedEntry } from '@/lib/cms/save-check';

// The CMS's save check and previews read the content through the page's stand-in for node:fs
// (lib/cms/browser/content-files.mjs), as in the editor's browser: here too. The facts they read
// are those of the latest deploy at each check and those saved from the page, not the page's own.
// The rest of the machine (the illustration set's package) is read from disk.
jest.mock('node:fs', () => {
  const page = jest.requireActual('@/lib/cms/browser/content-files.mjs');
  const disk = jest.requireActual('node:fs');
  const inPage = (file: unknown) => String(file).startsWith('/content');
  const either =
    (name: 'readFileSync' | 'existsSync' | 'readdirSync') =>
    (file: unknown, ...rest: unknown[]) =>
      (inPage(file) ? page : disk)[name](file, ...rest);
  const fs = {
    ...disk,
    ...page,
    readFileSync: either('readFileSync'),
    existsSync: either('existsSync'),
    readdirSync: either('readdirSync'),
  };
  return { ...fs, __esModule: true, default: fs };
});

const project = process.cwd();
const contentDir = path.join(project, 'content');

/** Every content file as the page holds it, by its path in the page (/content/…). */
const built = Object.fromEntries(
  jest
    .requireActual<typeof realFs>('node:fs')
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .map((file) => [
      `/content/${file}`,
      jest
        .requireActual<typeof realFs>('node:fs')
        .readFileSync(path.join(contentDir, file), 'utf8'),
    ]),
);
const factsFile = built['/content/facts.yaml'];
const withDays = (days: string[]) => {
  const facts = parse(factsFile);
  facts.payouts.days = days;
  return stringify(facts);
};

const writeDraft = (files: Record<string, string>) =>
  jest
    .requireMock<typeof import('@/lib/cms/browser/content-files.mjs')>('node:fs')
    .setDraft(Object.fromEntries(Object.entries(files).map(([file, text]) => [`/${file}`, text])));

/** A letter as the CMS hands it over, in English only, its summary naming the payout days. */
function letterNaming(days: string): SavedEntry {
  const source = built['/content/letters/november-2026.md'];
  const [, frontMatter, body] = FRONT_MATTER.exec(source)!;
  const data = { ...parse(frontMatter), body: body.trim() };
  data.summary = `Payouts move to ${days}: what it changes for sellers and talents this month.`;
  data.sendAt = new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
  return { path: 'content/letters/december-2026.md', data };
}

/** The payout days a facts file gives today (a change saved here is dated from today). */
const payoutDays = (text: string) =>
  (factsOn(parse(text), today()) as { payouts: { days: string[] } }).payouts.days;

beforeEach(() => {
  process.env.AGORA_CONTENT_DIR = '/content';
  setPublished(built);
});
afterEach(() => {
  delete process.env.AGORA_CONTENT_DIR;
  jest.restoreAllMocks();
});

test('each check first reads the facts of the latest deploy, and Company facts saved here after it', async () => {
  const fetched = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(withDays(['monday', 'thursday'])));
  expect(await refreshFacts()).toBe(true);
  expect(fetched).toHaveBeenCalledWith(FACTS_URL, { cache: 'no-cache' });
  const fs = jest.requireMock<typeof realFs>('node:fs');
  expect(payoutDays(fs.readFileSync('/content/facts.yaml', 'utf8'))).toEqual([
    'monday',
    'thursday',
  ]);
  expect(await refreshFacts()).toBe(false);
  // Saved from the page, before any deploy has it: read over the deploy's.
  keepSaved({ path: 'content/facts.yaml', data: parse(withDays(['wednesday'])) });
  expect(payoutDays(fs.readFileSync('/content/facts.yaml', 'utf8'))).toEqual(['wednesday']);
});

test('a letter typing out the payout days is refused once Company facts give those days, not before', async () => {
  const newDays = ['monday', 'thursday'] as const;
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  // The page's process stands at / (lib/cms/browser/process.mjs): the save check's scope names
  // the entry's files from there, content/letters/…, as the CMS names them.
  jest.spyOn(process, 'cwd').mockReturnValue('/');
  const typed = factTexts('en')
    .get('payouts.days')!
    .replace(/Tuesday/, 'Monday')
    .replace(/Friday/, 'Thursday');
  expect(typed).toBe('Monday and Thursday');
  const refusals = () =>
    entryProblems(letterNaming(typed), writeDraft).filter(({ problem }) =>
      problem.includes('is a company fact: write {payouts.days}'),
    );
  expect(refusals()).toEqual([]);
  keepSaved({ path: 'content/facts.yaml', data: parse(withDays([...newDays])) });
  expect(refusals()).toHaveLength(1);
});
