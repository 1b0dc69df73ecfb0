/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import packageJson from '../../package.json';

// The README names real files and the build as package.json runs it: a move or a new build step
// that leaves it behind fails here.

const root = process.cwd();
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
/** The README's section under `heading`, up to the next heading of its level. */
const sectionOf = (heading: string) =>
  readme.slice(readme.indexOf(heading), readme.indexOf('\n## ', readme.indexOf(heading) + 1));
const tree = /```\n([\s\S]*?)```/.exec(sectionOf('## Folders'))![1];

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

test('every path the README names in backticks is in the tree', () => {
  const named = [...readme.matchAll(/`([^`\s]+)`/g)]
    .map(([, word]) => word.replace(/[:#].*$/, ''))
    .filter((word) => FOLDERS.includes(word.split('/')[0]) && word.includes('/'))
    .filter((word) => !ignoredPath(word));
  expect(named.length).toBeGreaterThan(50);
  expect([...new Set(named)].filter((named) => !matches(named))).toEqual([]);
});

test("the build's steps are package.json's build, in its order", () => {
  const listed = [...sectionOf('## The build').matchAll(/^\d+\. `([^`]+)`/gm)].map(
    ([, command]) => command,
  );
  expect(listed).toEqual(packageJson.scripts.build.split(' && '));
});
