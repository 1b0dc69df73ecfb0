// Each exported page's stylesheet, as much of it as the page's first paint needs, moved into the
// page, so the first paint needs the HTML alone instead of a second round trip for the CSS.
import {
  append,
  attribute,
  createElement,
  firstElement,
  insertBefore,
  remove,
  stylesheetLinks,
} from './html-tree.mjs';
import { inlineMark } from '../../lib/inline-mark.mjs';
import { cssForPages, pageClasses } from './page-css.mjs';

/**
 * The stylesheet's relative url()s made site-absolute: "../media/x.woff2" in /_next/static/chunks/
 * means /_next/static/media/x.woff2, which the page, at another address, must spell out.
 */
function fromPage(css, href) {
  return css.replace(
    /url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi,
    (_, quote, url) => `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`,
  );
}

const pruners = new Map();
/** The stylesheet's pruning for pages (cssForPages), made once for each stylesheet and script classes. */
function pruner(css, scriptClasses) {
  if (!pruners.has(css)) pruners.set(css, new WeakMap());
  const bySet = pruners.get(css);
  if (!bySet.has(scriptClasses)) bySet.set(scriptClasses, cssForPages(css, scriptClasses));
  return bySet.get(scriptClasses);
}

/**
 * Replaces each stylesheet link of the page's head (parsed by html-tree.mjs) by a <style> of the
 * same `data-precedence` holding the rules of `cssOf(href)` that the page's elements, or elements
 * with `scriptClasses` (those the site's scripts can write), can match, and moves the link itself
 * to the end of the body. There it holds up no paint, and it brings the rules of the pages a
 * visitor reaches from this one without a page load (React's hydration finds the link by its href
 * and counts the stylesheet as its own). The file it links must declare no font face
 * (scripts/finish-pages.mjs removes them): a second declaration of the brand face, loaded from the
 * cache, would swap in the face that `font-display: optional` kept out, re-wrapping the page.
 */
export function inlineStylesheets(page, cssOf, scriptClasses = new Set()) {
  const links = stylesheetLinks(firstElement(page, 'head'));
  if (links.length === 0) return;
  const classes = pageClasses(page);
  const body = firstElement(page, 'body');
  for (const link of links) {
    const href = attribute(link, 'href');
    // cssForPage writes a "</style" in the CSS as "\3c /style", which the HTML parser, ending the
    // element at the first "</style" wherever it stands, reads past.
    const css = pruner(fromPage(cssOf(href), href), scriptClasses)(classes);
    const precedence = attribute(link, 'data-precedence');
    insertBefore(
      link,
      createElement(
        'style',
        { ...inlineMark, ...(precedence ? { 'data-precedence': precedence } : {}) },
        css,
      ),
    );
    remove(link);
    append(body, link);
  }
}
