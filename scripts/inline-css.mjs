// Post-build step of `npm run build`, before the CSP step (which hashes the <style> it writes):
// puts into each exported page the rules of its stylesheet that the page's own elements use, and
// takes the font faces out of the stylesheet file, which the pages turn on after hydration.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheets } from './lib/inline-css.mjs';
import { filesUnder, htmlPages, readAsset, stylesheets } from './lib/measure.mjs';
import {
  classesInCode,
  pageClasses,
  pageCssOf,
  stylesheetClasses,
  withoutFontFaces,
} from './lib/page-css.mjs';

const outDir = join(process.cwd(), 'out');
const stylesheetFiles = new Map();
/** The site's browser code, in which its client components spell their classes. */
const clientCode = filesUnder(join(outDir, '_next', 'static'), (name) => name.endsWith('.js'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/**
 * A stylesheet, read and parsed once for all pages, with the classes the browser code may draw:
 * every page keeps those too, so what its code shows before the whole stylesheet has arrived
 * (the language offer, a form's errors) is drawn in its style at once.
 */
function rulesOf(href) {
  if (!stylesheetFiles.has(href)) {
    const css = readAsset(outDir, href).toString('utf8');
    const drawnByCode = classesInCode(clientCode, stylesheetClasses(css));
    stylesheetFiles.set(href, { css, pageCss: pageCssOf(css), drawnByCode });
  }
  return stylesheetFiles.get(href);
}

const pages = htmlPages(outDir);
let inlinedBytes = 0;
/** The page's own rules, counted for the step's line. */
const counted = (css) => ((inlinedBytes += css.length), css);
for (const { file } of pages) {
  const html = readFileSync(file, 'utf8');
  const classes = pageClasses(html);
  const inlined = inlineStylesheets(html, (href) => {
    const { pageCss, drawnByCode } = rulesOf(href);
    return counted(pageCss(new Set([...classes, ...drawnByCode])));
  });
  // A link in a form the step does not recognise would block the first paint again, unnoticed.
  const left = stylesheets(inlined);
  if (left.length)
    throw new Error(`${file} still links ${left.join(', ')}: update the inline step`);
  if (inlined !== html) writeFileSync(file, inlined);
}
// The faces stay declared once: a second declaration, from the file turned on after the first
// paint, would be a second face whose late arrival swaps in and re-wraps the page.
let wholeBytes = 0;
for (const [href, { css }] of stylesheetFiles) {
  wholeBytes += css.length;
  writeFileSync(join(outDir, new URL(href, 'http://x').pathname), withoutFontFaces(css));
}
console.log(
  `CSS: ${stylesheetFiles.size} stylesheet(s) of ${wholeBytes} bytes, inlined as each page's own rules (${Math.round(inlinedBytes / Math.max(pages.length, 1))} bytes a page on average) into ${pages.length} pages.`,
);
