// Post-build step of `npm run build`, before the CSP step (which hashes the <style> it writes):
// inlines each exported page's stylesheet.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesheets } from './lib/inline-css.mjs';
import { htmlPages, readAsset, stylesheets } from './lib/measure.mjs';

const outDir = join(process.cwd(), 'out');
const cssByHref = new Map();
/** A stylesheet's text, read once for all pages. */
function cssOf(href) {
  if (!cssByHref.has(href)) cssByHref.set(href, readAsset(outDir, href).toString('utf8'));
  return cssByHref.get(href);
}

const pages = htmlPages(outDir);
for (const { file } of pages) {
  const html = readFileSync(file, 'utf8');
  const inlined = inlineStylesheets(html, cssOf);
  // A link in a form the step does not recognise would block the first paint again, unnoticed.
  const left = stylesheets(inlined);
  if (left.length)
    throw new Error(`${file} still links ${left.join(', ')}: update the inline step`);
  if (inlined !== html) writeFileSync(file, inlined);
}
console.log(`CSS: ${cssByHref.size} stylesheet(s) inlined into ${pages.length} pages.`);
