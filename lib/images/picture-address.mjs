// What can be told of an upload's address in content from the address alone, on a build machine
// and in the CMS's page alike (lib/images/media.mjs adds what only the disk can tell).
import { MEDIA_PATH, PICTURE_TYPES } from '../cms/media-folder.mjs';

const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.([a-z0-9]+)$/;

/** "Madeira harbour photo.JPG" → "madeira-harbour-photo.jpg": the name the CMS gives an upload. */
const slugOf = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-(?=\.)|-$/g, '');

/** A name as the editor gave it: Markdown writes a space in an address as %20. */
const decoded = (name) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** What is wrong with an upload's address, in an editor's words; undefined if nothing. */
export function addressProblem(src) {
  if (!src.startsWith(`${MEDIA_PATH}/`) || src.slice(MEDIA_PATH.length + 1).includes('/')) {
    return `"${src}" is not a picture uploaded here: upload it with the CMS's image button`;
  }
  const name = decoded(src.slice(MEDIA_PATH.length + 1));
  const match = FILE_NAME.exec(name);
  if (!match) {
    return `"${name}" must be named in lowercase letters, digits and hyphens, as the CMS names uploads: ${slugOf(name)}`;
  }
  if (!Object.hasOwn(PICTURE_TYPES, match[1])) {
    return `"${name}" must be a JPEG, PNG, WebP or AVIF picture`;
  }
  return undefined;
}
