// Each exported page's stylesheet moved into the page, so the first paint needs the HTML alone
// instead of a second round trip for the CSS.
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

/**
 * Returns the page with each `<link rel="stylesheet" data-precedence>` replaced by a
 * `<style data-precedence>` holding `cssOf(href)`, followed by the link itself, `disabled`. A
 * disabled stylesheet is neither fetched nor applied, but React's hydration finds it by its href
 * and counts the stylesheet as loaded, so it does not fetch the file a second time: a second copy
 * of the rules would also declare the brand face again, and that copy, loaded from the cache in
 * time, would swap the face in that `font-display: optional` keeps out, re-wrapping the page.
 */
export function inlineStylesheets(html, cssOf) {
  return html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    const css = fromPage(cssOf(href), href);
    // The HTML parser ends a <style> element at the first "</style", wherever it stands.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return `<style data-precedence="${precedence}">${css}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
}
