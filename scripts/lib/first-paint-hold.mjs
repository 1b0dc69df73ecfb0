// What a page's first paint draws on screen before the rest of the page is read.
import { firstPaintAttribute } from '../../lib/first-paint.mjs';
import { inlineMark } from '../../lib/inline-mark.mjs';
import {
  attribute,
  createElement,
  elements,
  firstElement,
  hasAttribute,
  insertAfter,
  stylesheetLinks,
} from './html-tree.mjs';

/**
 * Run once the parser is past the stylesheet link before it: removes that link and itself, so
 * React hydrates <main> as the server rendered it. The whole stylesheet stays, linked at the end
 * of the body.
 */
export const RELEASE_SCRIPT = 'var s=document.currentScript;s.previousSibling.remove();s.remove()';

/**
 * Links the stylesheet the body links (where inlineStylesheets moved it) a second time right after
 * the first element marked as the first paint's (lib/first-paint.mjs), which holds any other mark
 * on the page, followed by the script that releases it. A stylesheet linked in the body holds the
 * parser, not the paint: the browser draws what it has read (the top bar and the marked element,
 * the first screen) and reads the rest once the stylesheet has arrived, one round trip later on a
 * first visit, at once from the cache after it. Without the hold, a phone styles and lays out the
 * whole page before its first paint. The page's <style> still carries the rules of the whole page,
 * so it is drawn the same should the stylesheet never come. A page with no mark, or no stylesheet
 * in its body, is left as it is.
 */
export function holdAfterFirstPaint(page) {
  const [stylesheet] = stylesheetLinks(firstElement(page, 'body'));
  if (!stylesheet) return;
  for (const element of elements(page)) {
    if (!hasAttribute(element, firstPaintAttribute)) continue;
    insertAfter(
      element,
      createElement('link', { rel: 'stylesheet', href: attribute(stylesheet, 'href') }),
      createElement('script', inlineMark, RELEASE_SCRIPT),
    );
    return;
  }
}
