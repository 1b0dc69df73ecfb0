// Each exported page's stylesheet, as much of it as the page's first paint needs, moved into the
// page, so the first paint needs the HTML alone instead of a second round trip for the CSS.
import { holdAfterFirstPaint } from './first-paint-hold.mjs';
import { cssForPages, pageClasses } from './page-css.mjs';

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="([^"]+)"\/>/g;

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
 * Returns the page with each `<link rel="stylesheet" data-precedence>` of its head replaced by a
 * `<style data-precedence>` holding the rules of `cssOf(href)` that the page's elements, or
 * elements with `scriptClasses` (those the site's scripts can write), can match, and the link
 * itself moved to the end of the body. There it holds up no paint, and it brings the rules of the
 * pages a visitor reaches from this one without a page load (React's hydration finds the link by
 * its href and counts the stylesheet as its own). A copy of the link after what the first paint
 * draws holds the reading of the rest until the stylesheet is in (holdAfterFirstPaint), so the
 * first paint is the first screen's. The file it links must declare no font face
 * (scripts/inline-css.mjs removes them): a second declaration of the brand face, loaded from the
 * cache, would swap in the face that `font-display: optional` kept out, re-wrapping the page.
 */
export function inlineStylesheets(html, cssOf, scriptClasses = new Set()) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const classes = pageClasses(html);
  const moved = [];
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href, precedence) => {
    // cssForPage writes a "</style" in the CSS as "\3c /style", which the HTML parser, ending the
    // element at the first "</style" wherever it stands, reads past.
    const css = pruner(fromPage(cssOf(href), href), scriptClasses)(classes);
    moved.push({ link, href });
    return `<style data-precedence="${precedence}">${css}</style>`;
  });
  if (moved.length === 0) return html;
  const rest = html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('The page has no </body> to put its stylesheet link before');
  const page = `${head}${rest.slice(0, bodyEnd)}${moved.map(({ link }) => link).join('')}${rest.slice(bodyEnd)}`;
  return holdAfterFirstPaint(page, moved[0].href);
}
