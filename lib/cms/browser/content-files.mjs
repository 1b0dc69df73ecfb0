// node:fs in the CMS's page (scripts/admin.mjs): the content checks read content/ through
// existsSync, readdirSync, readFileSync and lstatSync, and in the editor's browser they read this instead, the
// site's content as the page was built with it, overlaid with the entry being saved.

/** The built content, by path ("/content/news/x.md"). */
let published = new Map();
/** Entries saved from this page since it opened (lib/cms/fresh-facts.mjs), by path. */
const saved = new Map();
/** The entry being saved, every language of it, by path. */
let draft = new Map();

/** The site's content as the page was built with it, nothing saved over it yet. */
export function setPublished(files) {
  published = new Map(Object.entries(files));
  saved.clear();
}

/**
 * A file of the latest deploy, read after the page opened (lib/cms/fresh-facts.mjs): whether it
 * differs from the one held.
 */
export function setPublishedFile(file, text) {
  const changed = published.get(file) !== text;
  published.set(file, text);
  return changed;
}

/** Entries saved from this page: read over the deploy's content until the page closes. */
export function setSaved(files) {
  for (const [file, text] of Object.entries(files)) saved.set(file, text);
}

/** A file as the site was built with it, whatever the entry being saved holds; undefined: none. */
export const publishedText = (file) => published.get(file);

/** The entry being saved: replaces the last one, so a draft never saved is no longer read. */
export function setDraft(files) {
  draft = new Map(Object.entries(files));
}

const paths = () => new Set([...published.keys(), ...saved.keys(), ...draft.keys()]);
const under = (dir) => `${dir.replace(/\/$/, '')}/`;

export function readFileSync(file) {
  const text = draft.get(file) ?? saved.get(file) ?? published.get(file);
  if (text === undefined) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
  return text;
}

export function existsSync(path) {
  const prefix = under(path);
  return [...paths()].some((file) => file === path || file.startsWith(prefix));
}

/** A folder's entries, or with `recursive` every file below it, relative to it. */
export function readdirSync(dir, options = {}) {
  const prefix = under(dir);
  const below = [...paths()]
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length));
  const names = options.recursive ? below : below.map((file) => file.split('/')[0]);
  return [...new Set(names)].sort();
}

/** A file of the content as the page holds it: never a symbolic link. */
export function lstatSync(path) {
  if (!existsSync(path)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  const isFile = draft.has(path) || published.has(path);
  return { isSymbolicLink: () => false, isDirectory: () => !isFile };
}

const fs = { readFileSync, existsSync, readdirSync, lstatSync };
export default fs;
