// A step of `npm run build`: public/favicon.ico drawn from public/logo.svg (scripts/lib/favicon.mjs),
// so the tab shows the mark the pages show.
import { readFileSync, writeFileSync } from 'node:fs';
import { faviconOf } from './lib/favicon.mjs';

const started = Date.now();
writeFileSync('public/favicon.ico', await faviconOf(readFileSync('public/logo.svg')));
console.log(`Favicon: public/favicon.ico from public/logo.svg in ${Date.now() - started} ms.`);
