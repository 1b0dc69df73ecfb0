// The pictures editors upload in the CMS (content/images/, named in content as /images/<file>).
// Pages reference sizes of them under /img/m<hash>/, named by the hash of the upload's bytes and
// the encoding, so a URL never changes its bytes; scripts/images.mjs makes exactly the sizes the
// exported pages reference, as it does for the illustrations.
// Build time: reads the uploads from disk (the CMS's bundle takes lib/cms/browser/media.mjs
// instead).
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import { MAX_PICTURE_BYTES, MEDIA_FOLDER, MEDIA_PATH } from '../cms/media-folder.mjs';
import { ENCODING } from './illustrations.mjs';
import { LINK_PROBLEM, linkOnTheWay } from '../content/links.mjs';
import { addressProblem } from './picture-address.mjs';

/**
 * The widths pictures are made at: a content column (at most 40rem) on a phone at 1x and 2x, and
 * on a desktop at 2x. An upload narrower than a width is made at its own width instead, never
 * enlarged.
 */
export const MEDIA_WIDTHS = [400, 800, 1280];

/** What the layout gives a picture: the whole width on a phone, the content column beside it. */
export const MEDIA_SIZES = '(min-width: 44rem) 40rem, calc(100vw - 2rem)';

/** Where uploads are on disk; a test's content folder (AGORA_CONTENT_DIR) holds its own. */
const mediaDir = () =>
  process.env.AGORA_CONTENT_DIR
    ? join(process.env.AGORA_CONTENT_DIR, basename(MEDIA_FOLDER))
    : join(process.cwd(), MEDIA_FOLDER);

const fileOf = (src) => join(mediaDir(), src.slice(MEDIA_PATH.length + 1));

const megabytes = (bytes) => `${(bytes / 1000 / 1000).toFixed(1)} MB`;

/** What is wrong with a picture's address in content, in an editor's words; undefined if nothing. */
export function mediaProblem(src) {
  const problem = addressProblem(src);
  if (problem) return problem;
  const name = basename(src);
  if (!existsSync(fileOf(src))) return `"${name}" is not among the uploads (${MEDIA_FOLDER}/)`;
  if (linkOnTheWay(dirname(mediaDir()), fileOf(src))) return `"${name}" ${LINK_PROBLEM}`;
  const bytes = statSync(fileOf(src)).size;
  if (bytes > MAX_PICTURE_BYTES) {
    return `"${name}" is ${megabytes(bytes)}; a picture may be at most ${megabytes(MAX_PICTURE_BYTES)}`;
  }
  return undefined;
}

/**
 * At most this many bits a pixel for each size of an upload. A photo is encoded at the
 * illustrations' quality first, then at each lower one until it fits, so the bytes a page's
 * pictures cost depend on their sizes, never on what a photo shows: the budget check cannot refuse
 * an editor's picture.
 */
export const MAX_BITS_PER_PIXEL = { avif: 1, webp: 1.5 };

/** The encodings an upload is tried at, in order (scripts/images.mjs). */
export const MEDIA_ENCODINGS = {
  avif: [ENCODING.avif, ...[45, 35, 25].map((quality) => ({ ...ENCODING.avif, quality }))],
  webp: [ENCODING.webp, ...[65, 50, 35].map((quality) => ({ ...ENCODING.webp, quality }))],
};

/** What starts the folder of an upload's sizes under /img/ (an illustration's is f…). */
const UPLOAD_FOLDER = 'm';

/** Whether a folder of sizes under /img/ holds an upload's, not an illustration's. */
export const isUploadFolder = (folder) => folder.startsWith(UPLOAD_FOLDER);

const folderOf = (bytes) =>
  `${UPLOAD_FOLDER}${createHash('sha256')
    .update(bytes)
    .update(JSON.stringify([MEDIA_ENCODINGS, MAX_BITS_PER_PIXEL]))
    .digest('hex')
    .slice(0, 6)}`;

/** Each upload's size and folder, by file and version (measured). */
const measures = new Map();

/**
 * An upload's size and the folder of its sizes, read once a version of the file: a page asks for
 * its cover twice (the picture, the structured data), in each language.
 */
function measured(file) {
  const { mtimeMs, size: length } = statSync(file);
  const key = `${file}\n${mtimeMs}\n${length}`;
  if (!measures.has(key)) {
    const bytes = readFileSync(file);
    const size = imageSize(bytes);
    // A photo turned a quarter by its camera's orientation (5 to 8) stands the other way up.
    const [width, height] =
      (size.orientation ?? 1) >= 5 ? [size.height, size.width] : [size.width, size.height];
    measures.set(key, { width, height, folder: folderOf(bytes) });
  }
  return measures.get(key);
}

/**
 * An upload as pages show it: its size and the site path of each width it is made at. Throws the
 * content check's words if the picture cannot be shown.
 */
export function mediaPicture(src) {
  const problem = mediaProblem(src);
  if (problem) throw new Error(problem);
  const { width, height, folder } = measured(fileOf(src));
  const name = basename(src).replace(/\.[a-z0-9]+$/, '');
  const widths = [...new Set(MEDIA_WIDTHS.map((each) => Math.min(each, width)))];
  return {
    width,
    height,
    widths,
    path: (each, format) => `/img/${folder}/${name}-${each}.${format}`,
  };
}

/** An upload's largest size, as WebP: what a search engine or a mail program is offered. */
export function largestSize(src) {
  const picture = mediaPicture(src);
  const width = picture.widths[picture.widths.length - 1];
  return {
    path: picture.path(width, 'webp'),
    width,
    height: Math.round((picture.height * width) / picture.width),
  };
}

/** Each upload by the folder its sizes are under: scripts/images.mjs finds a size's source here. */
export function mediaSources() {
  const dir = mediaDir();
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => !linkOnTheWay(dirname(dir), join(dir, name)))
      .map((name) => [folderOf(readFileSync(join(dir, name))), join(dir, name)]),
  );
}
