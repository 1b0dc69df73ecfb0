/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import packageJson from '../../package.json';

// The README and the guides in docs/ name real files and the build as package.json runs it, and
// link one another where they are: a move or a new build step that leaves them behind fails here.

const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The README and every guide under docs/, by path from the project. */
const guides = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const readme = read('README.md');
/** A guide's section under `heading`, up to the next heading of its level. */
const sectionOf = (text: string, heading: string) =>
  text.slice(text.indexOf(heading), text.indexOf('\n## ', text.indexOf(heading) + 1));
const tree = /```\n([\s\S]*?)```/.exec(sectionOf(readme, '## Folders'))![1];

/**
 * The paths the tree's left column names: a line's first words, up to two spaces, each under the
 * folder the line is indented beneath (two spaces a level).
 */
function namedPaths(): string[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^( *)(\S.*?)(?: {2,}|$)/.exec(line);
    if (!match || match[2].length === 0) return [];
    const depth = match[1].length / 2;
    // A description's second line: deeper than any entry could be.
    if (!Number.isInteger(depth) || depth > parents.length) return [];
    parents.length = depth;
    const names = match[2].split(' ');
    const paths = names.map((name) => path.join(...parents, name));
    if (names.length === 1 && names[0].endsWith('/')) parents.push(names[0]);
    return paths;
  });
}

test('the folders map names at least what a newcomer looks for first', () => {
  expect(namedPaths()).toEqual(
    expect.arrayContaining(['app/[locale]/layout.tsx', 'lib/routes.ts', 'content/', '.ci/run']),
  );
});

test('every path the folders map names is in the tree', () => {
  const missing = namedPaths().filter((named) => !fs.existsSync(path.join(root, named)));
  expect(missing).toEqual([]);
});

/**
 * The project's own folders, as a fresh clone has them: a word in backticks that starts with one
 * is a path. What git ignores (.gitignore: the build's output, the bench's report) is made later,
 * or never, on a given machine.
 */
const ignored = fs
  .readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'))
  .map((line) => line.replace(/^\//, ''));
const ignoredPath = (named: string) => ignored.some((folder) => `${named}/`.startsWith(folder));
const FOLDERS = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '.git')
  .map((entry) => entry.name);

/**
 * Whether something in the tree matches `pattern`, a path in which `<name>` and `*` stand for any
 * one file or folder name: `app/[locale]/<route>/page.tsx`.
 */
function matches(pattern: string): boolean {
  let found = [root];
  for (const segment of pattern.replace(/\/$/, '').split('/')) {
    const name = new RegExp(
      `^${segment
        .split(/(<[^>]+>|\*)/)
        .map((part) =>
          part === '*' || part.startsWith('<') ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
    found = found.flatMap((folder) =>
      fs.existsSync(folder) && fs.statSync(folder).isDirectory()
        ? fs
            .readdirSync(folder)
            .filter((entry) => name.test(entry))
            .map((entry) => path.join(folder, entry))
        : [],
    );
  }
  return found.length > 0;
}

test.each(guides)('every path %s names in backticks is in the tree', (guide) => {
  const named = [...read(guide).matchAll(/`([^`\s]+)`/g)]
    .map(([, word]) => word.replace(/[:#].*$/, ''))
    .filter((word) => FOLDERS.includes(word.split('/')[0]) && word.includes('/'))
    .filter((word) => !ignoredPath(word));
  expect(named.length).toBeGreaterThan(0);
  expect([...new Set(named)].filter((named) => !matches(named))).toEqual([]);
});

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) =>
  [...read(file).matchAll(/^#+ (.*)$/gm)].map(([, heading]) => anchor(heading));

test.each(guides)('every link %s makes within the project reaches a file and heading', (guide) => {
  const links = [...read(guide).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^(https?|mailto):/.test(target));
  const broken = links.filter((target) => {
    const [file, hash] = target.split('#');
    const named = file ? path.join(path.dirname(guide), file) : guide;
    if (!fs.existsSync(path.join(root, named))) return true;
    return hash !== undefined && named.endsWith('.md') && !anchorsOf(named).includes(hash);
  });
  expect(broken).toEqual([]);
});

test('the README is what a newcomer reads first: the two commands, then a map, under 250 lines', () => {
  expect(readme.split('\n').length).toBeLessThan(250);
  expect(
    readme
      .split('\n')
      .slice(3, 5)
      .map((line) => line.split(' ')[0]),
  ).toEqual(['npm', 'npm']);
  for (const guide of guides.filter((file) => file !== 'README.md'))
    expect(readme.includes(`](${guide})`) ? guide : `${guide} not linked`).toBe(guide);
});

test("the content editor's own screen links the editing guide", () => {
  expect(read('scripts/admin.mjs')).toMatch(/blob\/HEAD\/docs\/editing\.md/);
  expect(fs.existsSync(path.join(root, 'docs', 'editing.md'))).toBe(true);
});

test("the build's steps are package.json's build, in its order", () => {
  const listed = [
    ...sectionOf(read('docs/architecture.md'), '## The build').matchAll(/^\d+\. `([^`]+)`/gm),
  ].map(([, command]) => command);
  expect(listed).toEqual(packageJson.scripts.build.split(' && '));
});
