/**
 * @jest-environment node
 */
import {
  classesInCode,
  pageClasses,
  pageCssOf,
  stylesheetClasses,
  withoutFontFaces,
} from '../../scripts/lib/page-css.mjs';

// A stylesheet as Tailwind writes it, minified: layers, escaped variants, media and keyframes.
const CSS =
  '@font-face{font-family:brandFont;src:url(/b.woff2)}' +
  '@layer theme,base,utilities;' +
  '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}' +
  '.dark\\:text-white{@media (prefers-color-scheme:dark){color:#fff}}' +
  '.aspect-\\[4\\/3\\]{aspect-ratio:4/3}' +
  '.\\32 xl\\:p-4{padding:1rem}' +
  '.space-y-4>:not(:last-child){margin:0}' +
  '.peer:checked~.peer-checked\\:block{display:block}' +
  '.a:not(.b){color:red}' +
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}' +
  '.animate-spin{animation:spin 1s}}' +
  '@keyframes spin{to{transform:rotate(360deg)}}';

const cssFor = (classes: string) => pageCssOf(CSS)(new Set(classes.split(' ')));

describe('pageCssOf', () => {
  it("keeps a page's rules, the rules of elements and the at-rules, in the stylesheet's order", () => {
    expect(cssFor('flex sm:flex dark:text-white')).toBe(
      '@font-face{font-family:brandFont;src:url(/b.woff2)}' +
        '@layer theme,base,utilities;' +
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}' +
        '@layer utilities{.flex{display:flex}' +
        '.dark\\:text-white{@media (prefers-color-scheme:dark){color:#fff}}' +
        '@media (min-width:40rem){.sm\\:flex{display:flex}}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('reads escaped class names, and drops a group left empty', () => {
    const css = cssFor('aspect-[4/3] 2xl:p-4 space-y-4');
    expect(css).toContain('.aspect-\\[4\\/3\\]{aspect-ratio:4/3}');
    expect(css).toContain('.\\32 xl\\:p-4{padding:1rem}');
    expect(css).toContain('.space-y-4>:not(:last-child){margin:0}');
    expect(css).not.toContain('@media (min-width:40rem)');
  });

  it('needs every class of a selector, except those it must lack', () => {
    expect(cssFor('peer-checked:block')).not.toContain('peer-checked');
    expect(cssFor('peer peer-checked:block')).toContain('.peer:checked~.peer-checked\\:block');
    expect(cssFor('a')).toContain('.a:not(.b){color:red}');
  });

  it('keeps nothing of a page with no classes but what every element gets', () => {
    expect(cssFor('')).not.toMatch(/\.(flex|grid|animate)/);
  });
});

describe('pageClasses', () => {
  it("collects every class attribute's names", () => {
    const html = '<html class="v"><body class="a  b"><p class="b c">x</p><i class=""></i>';
    expect([...pageClasses(html)].sort()).toEqual(['a', 'b', 'c', 'v']);
  });
});

describe('withoutFontFaces', () => {
  it('takes the faces out and leaves the rest as it was', () => {
    expect(withoutFontFaces(CSS)).toBe(
      CSS.replace('@font-face{font-family:brandFont;src:url(/b.woff2)}', ''),
    );
  });
});

describe('stylesheetClasses', () => {
  it('names every class of every selector, unescaped, and none of the elements', () => {
    expect([...stylesheetClasses(CSS)].sort()).toEqual(
      [
        '2xl:p-4',
        'a',
        'animate-spin',
        'aspect-[4/3]',
        'dark:text-white',
        'flex',
        'grid',
        'peer',
        'peer-checked:block',
        'sm:flex',
        'sm:grid',
        'space-y-4',
      ].sort(),
    );
  });
});

describe('classesInCode', () => {
  it('finds the names a script spells as words of its strings, not inside other words', () => {
    const code = 'jsx("p",{className:"flex sm:grid"});let t=`a ${x}`;const flexible="grid-cols-2"';
    expect(
      [...classesInCode(code, new Set(['flex', 'sm:grid', 'a', 'grid', 'peer']))].sort(),
    ).toEqual(['a', 'flex', 'sm:grid']);
  });
});
