// Post-build step of `npm run build`, before the CSP step (which hashes the <style> it writes):
// inlines into each exported page the part of its stylesheet the page uses, and leaves the
// stylesheet files without the font faces every page now declares itself.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheets } from './lib/inline-css.mjs';
import { filesUnder, htmlPages, readAsset, renderBlockingStylesheets } from './lib/measure.mjs';
import { scriptClasses, withoutFontFaces } from './lib/page-css.mjs';

const outDir = join(process.cwd(), 'out');
const cssByHref = new Map();
/** A stylesheet's text, read once for all pages. */
function cssOf(href) {
  if (!cssByHref.has(href)) cssByHref.set(href, readAsset(outDir, href).toString('utf8'));
  return cssByHref.get(href);
}

/**
 * The words of every script the site ships: the classes its components can write once they run,
 * on any page, including the parts a page loads on demand (the account forms, the menu).
 */
const classesOfScripts = new Set(
  filesUnder(join(outDir, '_next'), (name) => name.endsWith('.js')).flatMap((file) => [
    ...scriptClasses(readFileSync(file, 'utf8')),
  ]),
);

const pages = htmlPages(outDir);
for (const { file } of pages) {
  const html = readFileSync(file, 'utf8');
  const inlined = inlineStylesheets(html, cssOf, classesOfScripts);
  // A link in a form the step does not recognise would block the first paint again, unnoticed.
  const left = renderBlockingStylesheets(inlined);
  if (left.length)
    throw new Error(`${file} still links ${left.join(', ')} in its head: update the inline step`);
  if (inlined !== html) writeFileSync(file, inlined);
}
for (const [href, css] of cssByHref) {
  writeFileSync(join(outDir, href), withoutFontFaces(css));
}
const whole = [...cssByHref.values()].reduce((total, css) => total + css.length, 0);
console.log(
  `CSS: ${cssByHref.size} stylesheet(s), ${whole} bytes, inlined into ${pages.length} pages as the rules each uses.`,
);
