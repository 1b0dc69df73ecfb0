/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { inlineStylesheets } from '../../scripts/lib/inline-css.mjs';
import { RELEASE_SCRIPT, holdAfterFirstPaint } from '../../scripts/lib/first-paint-hold.mjs';

const HREF = '/_next/static/chunks/a.css';
const HOLD = `<link rel="stylesheet" href="${HREF}"/><script>${RELEASE_SCRIPT}</script>`;
const OPENING =
  '<div data-first-paint="" class="grid"><div><h1>Sell</h1><p>Lead</p></div><figure><div>Aside</div></figure></div>';
const PAGE = (opening: string) =>
  `<html><head></head><body><header>Bar</header><main id="main"><article>${opening}` +
  '<section><h2>More</h2></section></article></main><footer>Foot</footer></body></html>';

describe('holdAfterFirstPaint', () => {
  it('links the stylesheet again right after the marked element, however deep its own elements go', () => {
    expect(holdAfterFirstPaint(PAGE(OPENING), HREF)).toBe(PAGE(OPENING + HOLD));
  });

  it('holds the rest after the outermost mark where an opening is marked inside a larger one', () => {
    const marked = `<div data-first-paint="">${OPENING}<div class="prose"><p>Body</p></div></div>`;
    expect(holdAfterFirstPaint(PAGE(marked), HREF)).toBe(PAGE(marked + HOLD));
  });

  it('leaves a page with no mark as it was', () => {
    const page = PAGE('<div><h1>Sell</h1></div>');
    expect(holdAfterFirstPaint(page, HREF)).toBe(page);
  });

  it('refuses a marked element that is never closed', () => {
    expect(() => holdAfterFirstPaint(PAGE('<div data-first-paint=""><h1>Sell</h1>'), HREF)).toThrow(
      /never closed/,
    );
  });

  it('leaves the page as the server rendered it once its script has run', () => {
    const served = new JSDOM(holdAfterFirstPaint(PAGE(OPENING), HREF), {
      runScripts: 'dangerously',
    });
    const rendered = new JSDOM(PAGE(OPENING));
    expect(served.window.document.body.innerHTML).toBe(rendered.window.document.body.innerHTML);
  });
});

describe('inlineStylesheets, on a page with an opening', () => {
  it('holds the rest of the page after the opening, and still links the stylesheet at the end', () => {
    const page =
      `<html><head><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head>` +
      PAGE(OPENING).slice('<html><head></head>'.length);
    const html = inlineStylesheets(page, () => 'h1{color:red}');
    expect(html).toContain(`${OPENING}${HOLD}<section>`);
    expect(html).toMatch(
      new RegExp(
        `<footer>Foot</footer><link rel="stylesheet" href="${HREF}" data-precedence="next"/></body>`,
      ),
    );
  });
});
