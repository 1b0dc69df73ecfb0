/**
 * The attribute that marks the words of a page's opening (components/page-header.tsx): its
 * heading, lead and calls to action, the first screen's content. The build draws them before the
 * rest of the page is read (scripts/lib/opening-first.mjs).
 */
export const openingAttribute = 'data-opening';
