/**
 * The attribute that marks an inline <script> or <style> as the build's own, set where it is
 * written: by the components that write one (the brand face's script, the 404 page's language
 * script, structured data) and by the page pass's steps. The pass allows a marked element by its
 * hash and takes the mark off (scripts/lib/csp.mjs); it allows nothing else inline but Next's own
 * bootstrap, and fails the build for anything else it finds. Content can never carry the mark:
 * its Markdown's HTML is written out as text (lib/markdown.ts), so a content element has no
 * attributes but the renderer's.
 */
export const INLINE_MARK = 'data-agora-inline';

/** The mark as an element's props: <script {...inlineMark} dangerouslySetInnerHTML={…} />. */
export const inlineMark = { [INLINE_MARK]: '' };
