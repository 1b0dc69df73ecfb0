// People drawn as people: DiceBear's Notionists style (design by Zoish, CC0 1.0; code MIT;
// credited in CREDITS.md). Content names a portrait by the words it is drawn from (a person's
// name, lower case, such as "ines-carvalho"): the same words always draw the same face, other
// words another. Pages reference sizes under /img/p<hash>/, which scripts/images.mjs draws from
// the portrait's SVG, as it does for the illustrations and the uploads.
// Build time: names a portrait's folder by a hash from node:crypto.
import 'server-only';
import { createHash } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { ENCODING } from './illustrations.mjs';

/** What starts the folder of a portrait's sizes under /img/ (an illustration's f…, an upload's m…). */
export const PORTRAIT_FOLDER = 'p';

/** Whether a folder of sizes under /img/ holds portraits. */
export const isPortraitFolder = (folder) => folder.startsWith(PORTRAIT_FOLDER);

/**
 * The style's choices the site makes for everyone: no hand gestures or chest badges, which at 40
 * to 64 pixels read as noise; the drawing's own white and black on the page's tone (the circle
 * behind it is the page's, components/portrait.tsx).
 */
const OPTIONS = { gestureProbability: 0, bodyIconProbability: 0, scale: 110, translateY: 4 };

const drawn = new Map();
/** The portrait drawn from `name`, as SVG; drawn once, as every page in every language asks. */
export function portraitSvg(name) {
  if (!drawn.has(name)) {
    drawn.set(name, createAvatar(notionists, { seed: name, ...OPTIONS }).toString());
  }
  return drawn.get(name);
}

const folders = new Map();
/**
 * The folder of a portrait's sizes: the hash of its drawing and the encoding, so a URL never
 * changes its bytes, whatever the style's version draws. Worked out once a portrait: each picture
 * asks for it at every width and format, on every page in every language.
 */
function portraitFolder(name) {
  if (!folders.has(name)) {
    folders.set(
      name,
      `${PORTRAIT_FOLDER}${createHash('sha256')
        .update(portraitSvg(name))
        .update(JSON.stringify(ENCODING))
        .digest('hex')
        .slice(0, 6)}`,
    );
  }
  return folders.get(name);
}

/** The site path of one size of a portrait. */
export const portraitPath = (name, width, format) =>
  `/img/${portraitFolder(name)}/${name}-${width}.${format}`;

/** The widest size drawn: a portrait is shown at most 64 CSS pixels wide, 128 on a 2x screen. */
export const PORTRAIT_LARGEST = 128;
