// Content is the repository's own files. A symbolic link under content/ would have the build read
// (and publish: a page, an upload, the CMS's copy of the content) whatever file it points to,
// outside the repository as much as in it: every reader of content/ refuses one.
import 'server-only';
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The first symbolic link on the way from `root` down to `file` (inside it), or undefined.
 * @param {string} root
 * @param {string} file
 * @returns {string | undefined}
 */
export function linkOnTheWay(root, file) {
  const inside = relative(root, file);
  if (!inside || inside.startsWith('..')) return undefined;
  let at = root;
  for (const part of inside.split(sep)) {
    at = join(at, part);
    try {
      if (lstatSync(at).isSymbolicLink()) return at;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * What is under `dir`, relative to it: its files, and its symbolic links, whose targets the walk
 * never enters (a link to / costs nothing).
 * @param {string} dir
 * @param {string} [at]
 * @returns {{ files: string[], links: string[] }}
 */
function walk(dir, at = '') {
  const found = { files: [], links: [] };
  for (const name of readdirSync(join(dir, at)).sort()) {
    const inside = at ? join(at, name) : name;
    const stats = lstatSync(join(dir, inside));
    if (stats.isSymbolicLink()) found.links.push(inside);
    else if (!stats.isDirectory()) found.files.push(inside);
    else {
      const below = walk(dir, inside);
      found.files.push(...below.files);
      found.links.push(...below.links);
    }
  }
  return found;
}

/**
 * Every file under `dir`, relative to it, none through a symbolic link: what the build and the
 * checks read of content/.
 * @param {string} dir
 * @returns {string[]}
 */
export const filesUnder = (dir) => walk(dir).files;

/**
 * Every symbolic link under `dir`, relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
export const linksUnder = (dir) => walk(dir).links;

/** What an editor (or a reviewer of the change) reads about a link found in content/. */
export const LINK_PROBLEM =
  'is a symbolic link to another place, which the site never publishes: put the file itself here';
