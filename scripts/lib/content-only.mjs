import { MEDIA_FOLDER } from '../../lib/cms/media-folder.mjs';

/**
 * The folders the CMS writes: content/ for copy (lib/content/read-file.ts CONTENT_DIR), and its
 * uploads.
 */
export const EDITORS_FOLDERS = ['content/', `${MEDIA_FOLDER}/`];

/**
 * Whether a change touching `paths` is an editor's alone, which the site's code, rules and
 * functions read as they read any content: then the content check, one build and the byte budgets
 * are all that can fail, and a preview or the live site need nothing else. No paths at all (the
 * nightly rebuild) is content-only: it changes nothing but the day.
 */
export const isContentOnly = (paths) =>
  paths.every((path) => EDITORS_FOLDERS.some((folder) => path.startsWith(folder)));
