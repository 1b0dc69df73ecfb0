/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { rewritePage } from '../../scripts/lib/html-tree.mjs';
import { inlineStylesheets } from '../../scripts/lib/inline-css.mjs';
import { RELEASE_SCRIPT, holdAfterFirstPaint } from '../../scripts/lib/first-paint-hold.mjs';

const HREF = '/_next/static/chunks/a.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next">`;
const HOLD = `<link rel="stylesheet" href="${HREF}"><script data-agora-inline="">${RELEASE_SCRIPT}</script>`;
const OPENING =
  '<div data-first-paint="" class="grid"><div><h1>Sell</h1><p>Lead</p></div><figure><div>Aside</div></figure></div>';
/** A page as inlineStylesheets leaves it: the stylesheet linked at the end of the body. */
const PAGE = (opening: string) =>
  `<html><head></head><body><header>Bar</header><main id="main"><article>${opening}` +
  `<section><h2>More</h2></section></article></main><footer>Foot</footer>${LINK}</body></html>`;
const held = (page: string) => rewritePage(page, holdAfterFirstPaint);

describe('holdAfterFirstPaint', () => {
  it('links the stylesheet again right after the marked element, however deep its own elements go', () => {
    expect(held(PAGE(OPENING))).toBe(PAGE(OPENING + HOLD));
  });

  it('holds the rest after the outermost mark where an opening is marked inside a larger one', () => {
    const marked = `<div data-first-paint="">${OPENING}<div class="prose"><p>Body</p></div></div>`;
    expect(held(PAGE(marked))).toBe(PAGE(marked + HOLD));
  });

  it('leaves a page with no mark, or no stylesheet in its body, as it was', () => {
    const page = PAGE('<div><h1>Sell</h1></div>');
    expect(held(page)).toBe(page);
    const unlinked = PAGE(OPENING).replace(LINK, '');
    expect(held(unlinked)).toBe(unlinked);
  });

  it('leaves the page as the server rendered it once its script has run', () => {
    const served = new JSDOM(held(PAGE(OPENING)), { runScripts: 'dangerously' });
    const rendered = new JSDOM(PAGE(OPENING));
    expect(served.window.document.body.innerHTML).toBe(rendered.window.document.body.innerHTML);
  });
});

describe('inlineStylesheets then holdAfterFirstPaint, on a page with an opening', () => {
  it('holds the rest of the page after the opening, and still links the stylesheet at the end', () => {
    const page = PAGE(OPENING).replace(LINK, '').replace('<head>', `<head>${LINK}`);
    const html = rewritePage(page, (tree: unknown) => {
      inlineStylesheets(tree, () => 'h1{color:red}');
      holdAfterFirstPaint(tree);
    });
    expect(html).toContain(`${OPENING}${HOLD}<section>`);
    expect(html).toContain(`<footer>Foot</footer>${LINK}</body>`);
  });
});
