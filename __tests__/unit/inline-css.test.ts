/**
 * @jest-environment node
 */
import { parsePage, rewritePage } from '../../scripts/lib/html-tree.mjs';
import { inlineStylesheets } from '../../scripts/lib/inline-css.mjs';
import { renderBlockingStylesheets, stylesheets } from '../../scripts/lib/measure.mjs';
import {
  cssForPage,
  pageClasses,
  scriptClasses,
  withoutFontFaces,
} from '../../scripts/lib/page-css.mjs';

const CSS = 'body{color:red}';
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
const PAGE =
  '<html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/logo.svg" as="image"/>' +
  LINK +
  '<script src="/_next/static/chunks/main.js" async=""></script></head>' +
  '<body><p class="a">A</p></body></html>';

/** The page after inlineStylesheets, written back as the build writes it. */
const inlined = (page: string, cssOf: (href: string) => string, classes?: Set<string>) =>
  rewritePage(page, (tree: unknown) => inlineStylesheets(tree, cssOf, classes));

describe('inlineStylesheets', () => {
  const html = inlined(PAGE, () => CSS);

  it('puts a <style> of the same precedence in its place, and moves the link to the end of the body', () => {
    expect(html).toBe(
      '<html><head><meta charset="utf-8"><link rel="preload" href="/logo.svg" as="image">' +
        `<style data-agora-inline="" data-precedence="next">${CSS}</style>` +
        '<script src="/_next/static/chunks/main.js" async=""></script></head>' +
        `<body><p class="a">A</p>${LINK.replace('/>', '>')}</body></html>`,
    );
    // Nothing in the head holds up the first paint; the whole stylesheet still comes, after.
    expect(renderBlockingStylesheets(parsePage(html))).toEqual([]);
    expect(stylesheets(parsePage(html))).toEqual(['/_next/static/chunks/a.css']);
  });

  it("inlines only the rules the page's classes, or the scripts' classes, can match", () => {
    const css = '.a{color:red}.b{color:blue}.c{color:green}';
    expect(inlined(PAGE, () => css)).toContain(
      '<style data-agora-inline="" data-precedence="next">.a{color:red}</style>',
    );
    expect(inlined(PAGE, () => css, new Set(['c']))).toContain(
      '<style data-agora-inline="" data-precedence="next">.a{color:red}.c{color:green}</style>',
    );
  });

  it('reads each linked stylesheet by its href', () => {
    const hrefs: string[] = [];
    inlined(PAGE, (href: string) => (hrefs.push(href), CSS));
    expect(hrefs).toEqual(['/_next/static/chunks/a.css']);
  });

  it('spells out the stylesheet relative urls from the site root, and leaves the others', () => {
    const css =
      '@font-face{src:url(../media/brand.woff2)format("woff2")}' +
      'a{background:url("data:image/png;base64,AA")}b{background:url(/logo.svg)}';
    expect(inlined(PAGE, () => css)).toContain(
      '@font-face{src:url(/_next/static/media/brand.woff2)format("woff2")}' +
        'a{background:url("data:image/png;base64,AA")}b{background:url(/logo.svg)}',
    );
  });

  it('is idempotent', () => {
    expect(inlined(html, () => CSS)).toBe(html);
  });

  it('escapes CSS that would end the <style> element early', () => {
    expect(inlined(PAGE, () => 'a::after{content:"</style>"}')).toContain(
      '<style data-agora-inline="" data-precedence="next">a::after{content:"\\3c /style>"}</style>',
    );
  });
});

describe('cssForPage', () => {
  const page = (classes: string[]) => cssForPage(CSS_SITE, new Set(classes));
  const CSS_SITE =
    '@layer theme{:root{--x:1}}' +
    '@layer utilities{.flex{display:flex}.sm\\:p-4{padding:1rem}.aspect-\\[4\\/3\\]{aspect-ratio:4/3}' +
    '.group:hover .group-hover\\:underline{text-decoration:underline}' +
    ':where(.space-y-1>:not(:last-child)){margin-top:.25rem}' +
    '.x:not(.y){color:red}' +
    '@media (width>=40rem){.sm\\:grid{display:grid}}}' +
    '@keyframes spin{to{rotate:1turn}}';

  it('keeps the rules that name no class, and drops the at-rules left empty', () => {
    expect(page([])).toBe('@layer theme{:root{--x:1}}@keyframes spin{to{rotate:1turn}}');
  });

  it('reads escaped class names as the page writes them', () => {
    expect(page(['sm:p-4', 'aspect-[4/3]', 'sm:grid'])).toContain('.sm\\:p-4{padding:1rem}');
    expect(page(['sm:p-4', 'aspect-[4/3]', 'sm:grid'])).toContain(
      '.aspect-\\[4\\/3\\]{aspect-ratio:4/3}',
    );
    expect(page(['sm:grid'])).toContain('@media (width>=40rem){.sm\\:grid{display:grid}}');
  });

  it('needs every class a selector names, but not the ones it names in :not()', () => {
    expect(page(['group-hover:underline'])).not.toContain('underline');
    expect(page(['group', 'group-hover:underline'])).toContain('text-decoration:underline');
    expect(page(['space-y-1'])).toContain('margin-top:.25rem');
    expect(page(['x'])).toContain('.x:not(.y){color:red}');
  });
});

describe("cssForPage's custom property registrations", () => {
  const CSS_PROPS =
    '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}' +
    '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.blur{filter:blur(var( --tw-blur))}}' +
    ':root{--brand:blue}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-blur{syntax:"*";inherits:false}';
  const page = (classes: string[]) => cssForPage(CSS_PROPS, new Set(classes));

  it('keeps the registrations of the properties a kept rule reads', () => {
    const css = page(['shadow', 'blur']);
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('@property --tw-blur{');
    expect(css).toContain('--tw-shadow:0 0 #0000;--tw-blur:initial');
  });

  it('drops the registrations, and their stand-in initial values, that no kept rule reads', () => {
    const css = page(['shadow']);
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toContain('--tw-blur');
    expect(page([])).toBe(':root{--brand:blue}');
  });
});

describe("cssForPage's shades", () => {
  const CSS_SHADES =
    ':root,[data-audience=seller]{--tone-500:red;--tone-600:darkred;--tone-950:black;' +
    '--tone-soft:color-mix(in oklab,var(--tone-950) 60%,transparent)}' +
    '@layer utilities{.bg-tone-500{background:var(--tone-500)}.bg-tone-soft{background:var(--tone-soft)}}';
  const page = (classes: string[]) => cssForPage(CSS_SHADES, new Set(classes));

  it('keeps the shades a kept rule reads, and those they read in turn', () => {
    const css = page(['bg-tone-500', 'bg-tone-soft']);
    expect(css).toContain('--tone-500:red');
    expect(css).toContain('--tone-950:black');
    expect(css).not.toContain('--tone-600');
  });

  it('drops every shade no kept rule reads', () => {
    expect(page(['bg-tone-500'])).not.toMatch(/--tone-(600|950)/);
    expect(page([])).not.toContain('--tone-500');
  });
});

describe('pageClasses and scriptClasses', () => {
  it("collects the page's class attributes, those a browser without scripts reads too", () => {
    const page = parsePage(
      '<p class="a  sm:b"></p><svg class="c"></svg><p data-class="d"></p>' +
        "<noscript><p class='e'>Needs JavaScript</p></noscript>",
    );
    expect([...pageClasses(page)]).toEqual(['a', 'sm:b', 'c', 'e']);
  });

  it("collects the classes of what the page's data holds for its client parts to draw", () => {
    // As Next writes the page's data: one JSON text in a string, the classes in strings inside it.
    const data = JSON.stringify([1, '22:["$","a",null,{"className":"text-link underline"}]\n']);
    const page = parsePage(
      `<p class="a"></p><script>self.__next_f.push(${data})</script><script src="/x.js"></script>`,
    );
    expect([...pageClasses(page)]).toEqual(expect.arrayContaining(['a', 'text-link', 'underline']));
  });

  it("collects the words of a script's string literals, of every kind of quote", () => {
    const js = 'x("flex gap-2"),y=\'button-primary\',z=`ring-1 ${a}`,w="say \\"hi\\""';
    expect(scriptClasses(js)).toEqual(
      new Set(['flex', 'gap-2', 'button-primary', 'ring-1', '${a}', 'say', '\\"hi\\"']),
    );
  });
});

describe('withoutFontFaces', () => {
  it('removes the font faces and nothing else', () => {
    expect(withoutFontFaces('@font-face{font-family:a;src:url(/a.woff2)}.a{font-family:a}')).toBe(
      '.a{font-family:a}',
    );
  });
});
