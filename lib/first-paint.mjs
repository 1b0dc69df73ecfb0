/**
 * The attribute that marks what a page's first paint draws: the words of its opening
 * (components/page-header.tsx), the first screen's content; with them, where the first screen's
 * largest text follows the opening, an entry's body, a list's entries or the whole short 404 page
 * (components/first-paint.tsx). The build draws the marked element before the rest of the page is
 * read (scripts/lib/first-paint-hold.mjs).
 */
export const firstPaintAttribute = 'data-first-paint';
