// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * Where the site publishes the newsletter's letters for the functions (app/letters.json/route.ts
 * writes it, functions/src/site-letters.ts reads it): a file of its own, so the functions' bundle
 * names it without the content code that makes it.
 */
export const SITE_LETTERS_PATH = '/letters.json';
