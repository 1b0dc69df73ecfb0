// The byte budgets (scripts/lib/budgets.mjs) for the export in out/. Run after `npm run build`.
// Usage: node scripts/check-budgets.mjs [--rebuild-floor]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, budgetFailures } from './lib/budgets.mjs';
import { ensureFloor, measureFloor } from './lib/floor.mjs';
import { kib, measureSite } from './lib/measure.mjs';

const projectDir = process.cwd();
const outDir = join(projectDir, 'out');
if (!existsSync(outDir)) {
  console.error('No out/ directory: run `npm run build` first.');
  process.exit(2);
}

const floorOut = ensureFloor(projectDir, { rebuild: process.argv.includes('--rebuild-floor') });
const floor = measureFloor(floorOut);
const site = measureSite(outDir);

console.log(`Framework floor (bare Next.js page): first-load JS ${kib(floor.js.gzip)} gzip`);
console.log(
  `Budget: floor + ${kib(BUDGETS.jsOverFloorGzip)} = ${kib(floor.js.gzip + BUDGETS.jsOverFloorGzip)}\n`,
);
console.table(
  site.pages.map((page) => ({
    route: page.route,
    'first-load JS gzip': kib(page.js.gzip),
    'over floor': kib(page.js.gzip - floor.js.gzip),
    'HTML gzip': kib(page.htmlGzip),
    pictures: `${page.images.files.length}: ${kib(page.images.bytes)}`,
    uploads: page.images.uploads.length
      ? `${page.images.uploads.length} sizes: ${kib(page.images.uploads.reduce((total, upload) => total + upload.bytes, 0))}`
      : '',
    firebase: page.firebaseChunks.length > 0 ? 'YES' : 'no',
  })),
);
console.log(`CSS total: ${kib(site.css.gzip)} gzip (budget ${kib(BUDGETS.cssTotalGzip)})`);

const failures = budgetFailures(site, floor.js.gzip);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll byte budgets hold for ${site.pages.length} pages.`);
