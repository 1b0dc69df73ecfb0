/**
 * @jest-environment node
 */
import { inlineStylesheets } from '../../scripts/lib/inline-css.mjs';
import { stylesheets } from '../../scripts/lib/measure.mjs';

const CSS = 'body{color:red}';
const PAGE =
  '<html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/logo.svg" as="image"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></head><body></body></html>';

describe('inlineStylesheets', () => {
  const html = inlineStylesheets(PAGE, () => CSS);

  it('puts a <style> of the same precedence in its place, and the link after it, disabled', () => {
    expect(html).toContain(
      `<link rel="preload" href="/logo.svg" as="image"/><style data-precedence="next">${CSS}</style>` +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/><script',
    );
    // A disabled stylesheet is not fetched: the page needs no stylesheet request.
    expect(stylesheets(html)).toEqual([]);
  });

  it('reads each linked stylesheet by its href', () => {
    expect(stylesheets(PAGE)).toEqual(['/_next/static/chunks/a.css']);
    const hrefs: string[] = [];
    inlineStylesheets(PAGE, (href: string) => (hrefs.push(href), CSS));
    expect(hrefs).toEqual(['/_next/static/chunks/a.css']);
  });

  it('spells out the stylesheet relative urls from the site root, and leaves the others', () => {
    const css =
      '@font-face{src:url(../media/brand.woff2)format("woff2")}' +
      'a{background:url("data:image/png;base64,AA")}b{background:url(/logo.svg)}';
    expect(inlineStylesheets(PAGE, () => css)).toContain(
      '@font-face{src:url(/_next/static/media/brand.woff2)format("woff2")}' +
        'a{background:url("data:image/png;base64,AA")}b{background:url(/logo.svg)}',
    );
  });

  it('is idempotent', () => {
    expect(inlineStylesheets(html, () => CSS)).toBe(html);
  });

  it('refuses CSS that would end the <style> element early', () => {
    expect(() => inlineStylesheets(PAGE, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});
