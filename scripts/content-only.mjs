// `node scripts/content-only.mjs <compare|pull> [symlinks]`: reads a change's files as GitHub
// lists them, one a line (path, tab, the path it was renamed from), from the listing named (a
// push's comparison or a pull request's files), and the file `symlinks` names, the paths that
// are symbolic links in the change's tree, one a line; writes `content-only=true` when the change
// is an editor's alone (scripts/lib/content-only.mjs), else `content-only=false`: the line GitHub
// Actions takes for a step's output. The workflows then take a content-only change the short way
// (.github/workflows/), and run this file as the base branch has it, never as the change does.
import { readFileSync } from 'node:fs';
import { isContentOnly, LISTED_AT_MOST, listedFiles } from './lib/content-only.mjs';

const [listing, symlinksFile] = process.argv.slice(2);
if (!(listing in LISTED_AT_MOST)) {
  console.error('Usage: node scripts/content-only.mjs <compare|pull> [symlinks file]');
  process.exit(2);
}
const files = listedFiles(readFileSync(0, 'utf8'));
const symlinks = symlinksFile ? readFileSync(symlinksFile, 'utf8').split('\n').filter(Boolean) : [];
console.log(`content-only=${isContentOnly(files, { listing, symlinks })}`);
