/**
 * Where the CMS stores what editors upload, beside the copy: content names a picture by its
 * address under MEDIA_PATH, and the site serves only the sizes the build makes of it
 * (lib/images/media.mjs), never the upload itself.
 */
export const MEDIA_FOLDER = 'content/images';

/** How content names an upload: /images/<file name>. */
export const MEDIA_PATH = '/images';

/** The largest upload the CMS takes and the content check lets through: 5 MB. */
export const MAX_PICTURE_BYTES = 5 * 1000 * 1000;

/** The files a picture may be, by extension: those the build makes AVIF and WebP sizes of. */
export const PICTURE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
