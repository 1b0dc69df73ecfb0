// Post-build step of `npm run build`: the Pagefind search index in out/pagefind/. It indexes exactly
// the pages out/sitemap.xml lists (every public page of the route registry), each under its clean
// URL (/about, as Hosting serves it, not /about.html), and of each page only what its document
// (components/shell/site-document.tsx) marks with data-pagefind-body: the main content, not the
// menu or the footer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

const outDir = join(process.cwd(), 'out');

function fail(message) {
  console.error(`Search index: ${message}`);
  process.exit(1);
}

/** The site paths of the sitemap's <loc> entries: "/about" from "https://…/about". */
const sitemapPaths = (xml) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);

const paths = sitemapPaths(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'));
if (paths.length === 0) fail('out/sitemap.xml lists no pages');

const { index, errors } = await pagefind.createIndex();
if (!index) fail(errors.join('\n'));

for (const path of paths) {
  const content = readFileSync(join(outDir, `${path}.html`), 'utf8');
  const added = await index.addHTMLFile({ url: path, content });
  if (added.errors.length > 0) fail(`${path}: ${added.errors.join('; ')}`);
  if (added.file.uniqueWords === 0) fail(`${path}: no words inside data-pagefind-body`);
}

const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
if (written.errors.length > 0) fail(written.errors.join('\n'));
await pagefind.close();
console.log(`Search: ${paths.length} pages indexed into out/pagefind.`);
