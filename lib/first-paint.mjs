/**
 * The attribute that marks what a page's first paint draws: the words of its opening
 * (components/page-header.tsx), the first screen's content; on an entry's page, its header and
 * body (components/detail-page.tsx). The build draws the marked element before the rest of the page
 * is read (scripts/lib/first-paint-hold.mjs).
 */
export const firstPaintAttribute = 'data-first-paint';
