// Each exported page's stylesheet moved into the page, so the first paint needs the HTML alone
// instead of a second round trip for the CSS.
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/**
 * Returns the page with each `<link rel="stylesheet" data-precedence>` replaced by a
 * `<style data-precedence>` holding `cssOf(href)`. React's hydration then finds the link missing
 * and adds it again without blocking the paint, so client-side navigation keeps the complete
 * stylesheet, and React orders it after the <style> of the same precedence.
 */
export function inlineStylesheets(html, cssOf) {
  return html.replace(STYLESHEET_LINK, (_, href, precedence) => {
    const css = cssOf(href);
    // The HTML parser ends a <style> element at the first "</style", wherever it stands.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return `<style data-precedence="${precedence}">${css}</style>`;
  });
}
