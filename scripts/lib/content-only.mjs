import { MEDIA_FOLDER } from '../../lib/cms/media-folder.mjs';

/**
 * The folders the CMS writes: content/ for copy (lib/content/read-file.ts CONTENT_DIR), and its
 * uploads.
 */
export const EDITORS_FOLDERS = ['content/', `${MEDIA_FOLDER}/`];

/**
 * The most files GitHub lists of a change: of a comparison of two commits (a push), of a pull
 * request. A list that long may be cut short, and says nothing of the files past it.
 */
export const LISTED_AT_MOST = { compare: 300, pull: 3000 };

/**
 * Whether a change is an editor's alone, which the site's code, rules and functions read as they
 * read any content: then the content check, one build and the byte budgets are all that can fail,
 * and a preview or the live site need nothing else. `files` are the change's files as GitHub lists
 * them (`{ filename, previous_filename }`), from the `listing` of LISTED_AT_MOST: a renamed file
 * names the path it left in previous_filename, which must be content too (a file moved out of
 * the code into content/ changes the code), and a list as long as GitHub's limit is not taken for
 * all of it. `symlinks` are the paths that are symbolic links in the change's tree: a link under
 * content/ publishes whatever it points at. No files at all (the nightly rebuild) is
 * content-only: it changes nothing but the day.
 * @param {{ filename: string, previous_filename?: string }[]} files
 * @param {{ listing: keyof typeof LISTED_AT_MOST, symlinks?: string[] }} options
 */
export function isContentOnly(files, { listing, symlinks = [] }) {
  if (files.length >= LISTED_AT_MOST[listing]) return false;
  const links = new Set(symlinks);
  return files
    .flatMap((file) => [file.filename, file.previous_filename].filter(Boolean))
    .every((path) => EDITORS_FOLDERS.some((folder) => path.startsWith(folder)) && !links.has(path));
}

/**
 * The files of GitHub's list as the workflows pass them: one a line, its path and the path it was
 * renamed from (empty if none) apart by a tab (jq's @tsv).
 */
export const listedFiles = (text) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [filename, previous] = line.split('\t');
      return { filename, ...(previous ? { previous_filename: previous } : {}) };
    });
