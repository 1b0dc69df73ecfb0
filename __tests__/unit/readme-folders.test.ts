/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The README's map of the folders names real files: a move that leaves it behind fails here.

const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Folders'),
  readme.indexOf('\n## ', readme.indexOf('## Folders') + 1),
);
const tree = /```\n([\s\S]*?)```/.exec(section)![1];

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
  const missing = namedPaths().filter((named) => !fs.existsSync(path.join(process.cwd(), named)));
  expect(missing).toEqual([]);
});
