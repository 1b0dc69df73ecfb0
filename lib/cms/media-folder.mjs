/** Where the CMS stores what editors upload; the site serves it at /images/. */
export const MEDIA_FOLDER = 'public/images';
