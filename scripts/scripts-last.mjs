// Post-build step of `npm run build`, after the stylesheets are inlined: moves each exported
// page's script tags behind its content (scripts/lib/scripts-last.mjs says why).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlPages } from './lib/measure.mjs';
import { scriptsLast } from './lib/scripts-last.mjs';

const pages = htmlPages(join(process.cwd(), 'out'));
let changed = 0;
for (const { file } of pages) {
  const html = readFileSync(file, 'utf8');
  const moved = scriptsLast(html);
  if (moved !== html) {
    writeFileSync(file, moved);
    changed += 1;
  }
}
console.log(`Scripts: moved behind the content of ${changed} of ${pages.length} pages.`);
