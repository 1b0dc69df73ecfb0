/**
 * @jest-environment node
 */
// The HTML budget at scale, where it can fail: entries published in English first (as the editors'
// English-first path adds them) make every translated page wait for them, and a page that carried
// the waiting list would grow with it. The site is rendered again with English-only entries added
// to every list (news, jobs, each help topic), twice: the smaller render fills each list's last
// page and one page more; the larger adds STEP entries to each collection beyond that, spread over
// the help topics in whole pages. Both end every list on a full page, so every page of the smaller
// render shows the same entries in the larger one: a page that differs between them grows with the
// content, and its growth is projected to AT_SCALE entries per collection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadHelpCenter } from '@/lib/content/help';
import { loadJobs } from '@/lib/content/jobs';
import { loadNews } from '@/lib/content/news';
import { PAGE_SIZE } from '@/lib/pagination';
import { BUDGETS } from '../../scripts/lib/budgets.mjs';
import { gzipSize, htmlPages, kb, kib } from '../../scripts/lib/measure.mjs';
import { renderAgain } from '../../scripts/lib/render-again.mjs';
import { scaleContent } from '../../scripts/lib/scale-content.mjs';

const topics = loadHelpCenter('en').topics;
/** The entries each collection gains from the smaller render to the larger: a page per topic. */
const STEP = PAGE_SIZE * topics.length;
/** The size the budget must hold at: 1,000 entries per collection. */
const AT_SCALE = 1000;

/** Entries that make a list of `count` end on a full page, then `more` entries after it. */
const filling = (count: number, more: number) =>
  ((PAGE_SIZE - (count % PAGE_SIZE)) % PAGE_SIZE) + PAGE_SIZE + more;

/**
 * English-only entries for every list, each ending on a full page, with `more` per collection
 * beyond that (shared evenly by the help topics).
 */
function englishEntries(more: number) {
  const inFolder = (folder: string, files: { path: string; text: string }[]) =>
    files.filter((file) => file.path.startsWith(`${folder}/`));
  const [anyTopic] = topics;
  const perTopic = more / topics.length;
  return [
    ...inFolder('news', scaleContent(filling(loadNews('en').length, more), [anyTopic.slug])),
    ...inFolder('jobs', scaleContent(filling(loadJobs('en').length, more), [anyTopic.slug])),
    ...topics.flatMap((topic) =>
      inFolder('help', scaleContent(filling(topic.articles.length, perTopic), [topic.slug])).map(
        (file) => ({ ...file, path: file.path.replace('help/', `help/${topic.slug}-`) }),
      ),
    ),
  ];
}

const projectDir = process.cwd();
let workDir: string;
/** Each render: the entries each list gains beyond the smaller, and its export (inside the project, as Next asks). */
const exports = {
  few: { more: 0, dir: 'out-english-first-few' },
  more: { more: STEP, dir: 'out-english-first-more' },
};

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-english-first-scale-'));
  for (const { more, dir } of Object.values(exports)) {
    const contentDir = path.join(workDir, dir);
    fs.cpSync(path.join(projectDir, 'content'), contentDir, { recursive: true });
    // English's folder only: every translation then awaits each of these entries.
    for (const file of englishEntries(more))
      fs.writeFileSync(path.join(contentDir, file.path), file.text);
    await renderAgain({ contentDir, exportDir: dir, name: dir });
  }
}, 900_000);

afterAll(() => {
  for (const dir of [workDir, ...Object.values(exports).map((render) => render.dir)])
    fs.rmSync(path.resolve(dir), { recursive: true, force: true });
});

/** A page's markup cut before each tag: the pieces the two renders of a page are compared by. */
const pieces = (html: string) => html.split(/(?=<)/);

/**
 * What the larger render of a page has that the smaller has not, largest first: each added piece,
 * or where it replaced a piece of the same start (a script of the page's data), what it added to it.
 */
function grown(smaller: string, larger: string): string[] {
  const counts = new Map<string, number>();
  for (const piece of pieces(smaller)) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  const added: string[] = [];
  for (const piece of pieces(larger)) {
    const count = counts.get(piece) ?? 0;
    if (count > 0) counts.set(piece, count - 1);
    else added.push(piece);
  }
  const removed = [...counts].flatMap(([piece, count]) => Array(count).fill(piece) as string[]);
  return added
    .map((piece) => {
      const before = removed.find((old) => old.slice(0, 40) === piece.slice(0, 40));
      if (!before) return piece;
      let start = 0;
      while (start < before.length && before[start] === piece[start]) start += 1;
      return piece.slice(start, start + piece.length - before.length);
    })
    .sort((a, b) => b.length - a.length);
}

/** A size with AT_SCALE entries per collection more than the smaller render, from the two sizes. */
const projected = (few: number, more: number) => few + ((more - few) * AT_SCALE) / STEP;

function failures(): string[] {
  const problems: string[] = [];
  const fewDir = path.resolve(exports.few.dir);
  const moreDir = path.resolve(exports.more.dir);
  for (const { file, route } of htmlPages(moreDir)) {
    const more = fs.readFileSync(file);
    const fewFile = path.join(fewDir, path.relative(moreDir, file));
    // A page only the added entries make (an entry's, a later list page) is as large as it gets.
    const few = fs.existsSync(fewFile) ? fs.readFileSync(fewFile) : more;
    const raw = projected(few.length, more.length);
    const gzip = projected(gzipSize(few), gzipSize(more));
    if (raw <= BUDGETS.htmlRaw && gzip <= BUDGETS.htmlGzip) continue;
    const [largest] = grown(few.toString('utf8'), more.toString('utf8'));
    problems.push(
      `${route}: ${kb(raw)} raw, ${kib(gzip)} gzip at ${AT_SCALE} English-only entries per collection ` +
        `(budget ${kb(BUDGETS.htmlRaw)}, ${kib(BUDGETS.htmlGzip)}): ${kb(few.length)}, then ` +
        `${kb(more.length)} with ${STEP} more in each collection; the most it grew by in one place: ` +
        `${largest?.slice(0, 200)}`,
    );
  }
  return problems;
}

test(`every page keeps within the HTML budget at ${AT_SCALE} English-only entries per collection`, () => {
  // The larger render holds every page of the smaller one, and each entry it adds, in English.
  const added = englishEntries(STEP).length - englishEntries(0).length;
  expect(htmlPages(path.resolve(exports.more.dir)).length).toBeGreaterThanOrEqual(
    htmlPages(path.resolve(exports.few.dir)).length + added,
  );
  expect(failures()).toEqual([]);
});
