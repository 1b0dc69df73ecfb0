// The byte budgets: first-load JS over the bare Next.js page, all CSS and each page's HTML, gzip,
// each page's HTML as written, and the pictures a page can make a visitor download; checked
// against measureSite() figures.
import { MAX_BITS_PER_PIXEL } from '../../lib/images/media.mjs';
import { KIB, kb, kib } from './measure.mjs';

export const BUDGETS = {
  jsOverFloorGzip: 12 * KIB,
  cssTotalGzip: 12 * KIB,
  htmlGzip: 30 * KIB,
  /** A page's HTML as a browser parses it: 150 KB, in bytes. */
  htmlRaw: 150_000,
  /** One picture at the width a 2x phone screen picks. */
  imageEach: 12 * KIB,
  /** All of a page's illustrations, the lazy ones included. */
  imagesPerPage: 100 * KIB,
  /** Each size of an editor's upload, bits a pixel by format: what the image step encodes to. */
  uploadBitsPerPixel: MAX_BITS_PER_PIXEL,
};

/** One message per broken budget, naming the route and the figure; empty when all hold. */
export function budgetFailures(site, floorJsGzip, budgets = BUDGETS) {
  const failures = [];
  const jsLimit = floorJsGzip + budgets.jsOverFloorGzip;
  for (const page of site.pages) {
    if (page.js.gzip > jsLimit) {
      failures.push(
        `${page.route}: first-load JS ${kib(page.js.gzip)} gzip > floor ${kib(floorJsGzip)} + ${kib(budgets.jsOverFloorGzip)}`,
      );
    }
    if (page.firebaseChunks.length > 0) {
      failures.push(
        `${page.route}: Firebase code in the first load (${page.firebaseChunks.join(', ')})`,
      );
    }
    if (page.images.largest.bytes > budgets.imageEach) {
      failures.push(
        `${page.route}: picture ${page.images.largest.url} is ${kib(page.images.largest.bytes)} > ${kib(budgets.imageEach)}`,
      );
    }
    if (page.images.bytes > budgets.imagesPerPage) {
      failures.push(
        `${page.route}: pictures ${kib(page.images.bytes)} > ${kib(budgets.imagesPerPage)}`,
      );
    }
    for (const upload of page.images.uploads) {
      const bits = (upload.bytes * 8) / upload.pixels;
      if (bits > budgets.uploadBitsPerPixel[upload.format]) {
        failures.push(
          `${page.route}: picture ${upload.url} is ${bits.toFixed(2)} bits a pixel > ${budgets.uploadBitsPerPixel[upload.format]}`,
        );
      }
    }
    if (page.htmlGzip > budgets.htmlGzip) {
      failures.push(`${page.route}: HTML ${kib(page.htmlGzip)} gzip > ${kib(budgets.htmlGzip)}`);
    }
    if (page.htmlRaw > budgets.htmlRaw) {
      failures.push(`${page.route}: HTML ${kb(page.htmlRaw)} raw > ${kb(budgets.htmlRaw)}`);
    }
  }
  if (site.css.gzip > budgets.cssTotalGzip) {
    failures.push(`CSS total ${kib(site.css.gzip)} gzip > ${kib(budgets.cssTotalGzip)}`);
  }
  return failures;
}
