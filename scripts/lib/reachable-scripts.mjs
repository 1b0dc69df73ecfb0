// The scripts a page can run without another page load: those it loads first and every chunk they
// name (the parts its components load on demand, such as the phone menu's dialog or the language
// offer's card), and theirs in turn. The chunks of other pages' components (the account forms,
// the staff tables) are named by no script of this page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const CHUNK_REFERENCE = /static\/chunks\/[\w.~-]+\.js/g;

/** The site-absolute URLs of the chunks a script's text names that the export holds. */
function namedChunks(outDir, text) {
  return [...text.matchAll(CHUNK_REFERENCE)]
    .map(([path]) => `/_next/${path}`)
    .filter((url) => existsSync(join(outDir, url)));
}

/**
 * Every script reachable from `urls` (site-absolute, in `outDir`), `urls` included, sorted; `read`
 * gives a script's text from its URL.
 */
export function reachableScripts(outDir, urls, read) {
  const reached = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.pop();
    if (reached.has(url)) continue;
    reached.add(url);
    queue.push(...namedChunks(outDir, read(url)));
  }
  return [...reached].sort();
}
