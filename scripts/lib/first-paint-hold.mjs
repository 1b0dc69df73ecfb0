// What a page's first paint draws on screen before the rest of the page is read.
import { firstPaintAttribute } from '../../lib/first-paint.mjs';

/**
 * Run once the parser is past the stylesheet link before it: removes that link and itself, so
 * React hydrates <main> as the server rendered it. The whole stylesheet stays, linked at the end
 * of the body.
 */
export const RELEASE_SCRIPT = 'var s=document.currentScript;s.previousSibling.remove();s.remove()';

/** Just past the end tag that closes the element starting at `start`. */
function endOfElement(html, start) {
  const [, tag] = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(start)) ?? [];
  if (!tag) throw new Error(`No element starts at ${start}`);
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  throw new Error(`The <${tag}> at ${start} is never closed`);
}

/**
 * Returns the page with a second link to the stylesheet at `href`, and the script that releases
 * it, right after the first element marked as the first paint's (lib/first-paint.mjs), which
 * holds any other mark on the page. A stylesheet linked in the body holds the parser, not the
 * paint: the browser draws what it has read (the top bar and the marked element, the first screen)
 * and reads the rest once the stylesheet has arrived, one round trip later on a first visit, at
 * once from the cache after it. Without the hold, a phone styled and laid out the whole page before
 * its first paint: on /about, 181 elements and 286 boxes against the opening's 25 and 30, and 64.5
 * ms of main-thread work against 43.8 (unthrottled; the bare Next.js page's is 29.4). The page's
 * <style> still carries the rules of the whole page, so it is drawn the same should the stylesheet
 * never come. A page with no mark is returned unchanged.
 */
export function holdAfterFirstPaint(html, href) {
  const marker = html.indexOf(` ${firstPaintAttribute}=""`);
  if (marker < 0) return html;
  const end = endOfElement(html, html.lastIndexOf('<', marker));
  const hold = `<link rel="stylesheet" href="${href}"/><script>${RELEASE_SCRIPT}</script>`;
  return `${html.slice(0, end)}${hold}${html.slice(end)}`;
}
