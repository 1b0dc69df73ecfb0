// Byte measurements of a static Next.js export (out/), shared by check-budgets.mjs and bench.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ADMIN_DIR } from './admin-dir.mjs';
import { inlineStyles } from './csp.mjs';
import {
  attribute,
  elements,
  firstElement,
  hasAttribute,
  parsePage,
  stylesheetLinks,
  words,
} from './html-tree.mjs';
import { imageSize } from 'image-size';
import { VARIANT_PATTERN } from '../../lib/images/illustrations.mjs';
import { isUploadFolder } from '../../lib/images/media.mjs';

export const KIB = 1024;

/** Fixed compression levels so the figures are the same on every machine. */
export const gzip = (bytes) => gzipSync(bytes, { level: 9 });
export const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
export const gzipSize = (bytes) => gzip(bytes).length;
export const brotliSize = (bytes) => brotli(bytes).length;

// Strings that survive minification in every Firebase SDK build: each package registers its name
// ("@firebase/app", "@firebase/auth", ...) and every error is a FirebaseError.
const FIREBASE_MARKER = /@firebase\/|FirebaseError/;
export const containsFirebase = (text) => FIREBASE_MARKER.test(text);

/**
 * The script URLs a page (parsed by html-tree.mjs) downloads on first load, each once:
 * `<script src>` (module browsers skip `nomodule` polyfills) plus `<link rel="preload"
 * as="script">` and `<link rel="modulepreload">`.
 */
export function firstLoadScripts(page) {
  const urls = new Set();
  for (const element of elements(page)) {
    const src = element.tagName === 'script' && attribute(element, 'src');
    if (src && !hasAttribute(element, 'nomodule')) urls.add(src);
    const rel = element.tagName === 'link' ? words(element, 'rel', true) : [];
    const href = attribute(element, 'href');
    const isScript =
      rel.includes('modulepreload') ||
      (rel.includes('preload') && attribute(element, 'as')?.toLowerCase() === 'script');
    if (href && isScript) urls.add(href);
  }
  return [...urls];
}

/** The stylesheet URLs a page links. */
export const stylesheets = (page) => [
  ...new Set(stylesheetLinks(page).map((link) => attribute(link, 'href'))),
];

/** The stylesheets a page links in its head: each one holds up the first paint until it arrives. */
export const renderBlockingStylesheets = (page) => stylesheets(firstElement(page, 'head'));

/** The files under `dir` whose name passes `keep`, sorted; folders named in `skip` are left out. */
export function filesUnder(dir, keep, skip = []) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && !skip.includes(entry.name)) walk(path);
      else if (entry.isFile() && keep(entry.name)) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/** Every exported HTML file under outDir, with the route Firebase Hosting serves it at. */
export const htmlPages = (outDir) =>
  filesUnder(outDir, (name) => name.endsWith('.html'), ['_next', ADMIN_DIR]).map((file) => ({
    file,
    route: routeOf(relative(outDir, file)),
  }));

/** out-relative file -> URL path under cleanUrls: "about.html" -> "/about", "index.html" -> "/". */
export function routeOf(relativeFile) {
  const path = relativeFile
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return path === 'index' ? '/' : `/${path.replace(/\/index$/, '')}`;
}

/** Reads a site-absolute URL ("/_next/static/...") from the export; query strings ignored. */
/** An asset's bytes by its URL on the site, as a browser asks for it (a space is %20). */
export const readAsset = (outDir, url) =>
  readFileSync(join(outDir, decodeURIComponent(new URL(url, 'http://x').pathname)));

const sized = (url, bytes) => ({
  url,
  raw: bytes.length,
  gzip: gzipSize(bytes),
  brotli: brotliSize(bytes),
  firebase: containsFirebase(bytes.toString('utf8')),
});

function totals(files) {
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

const sizedAssets = new Map();
/**
 * An asset's sizes, computed once per export: the framework's chunks are on every page, and
 * compressing them again for each page would repeat the slowest work once per page.
 */
function sizedAsset(outDir, url) {
  const key = `${outDir}\0${url}`;
  if (!sizedAssets.has(key)) sizedAssets.set(key, sized(url, readAsset(outDir, url)));
  return sizedAssets.get(key);
}

/** Sizes of a list of assets: total gzip and brotli bytes, and per-file figures. */
export const measureAssets = (outDir, urls) => totals(urls.map((url) => sizedAsset(outDir, url)));

const sizedStyles = new Map();
/** An inline stylesheet's sizes, computed once: pages with the same classes carry the same one. */
function sizedStyle(css) {
  if (!sizedStyles.has(css)) sizedStyles.set(css, sized('<style>', Buffer.from(css)));
  return sizedStyles.get(css);
}

/**
 * A page's CSS: the stylesheets it links and its <style> elements (each listed as "<style>"): the
 * part of the stylesheet the build inlined, and the whole stylesheet the page loads after it.
 */
const measureCss = (outDir, page) =>
  totals([
    ...stylesheets(page).map((url) => sizedAsset(outDir, url)),
    ...inlineStyles(page).map(sizedStyle),
  ]);

/**
 * The pictures a page can make a visitor download, at their heaviest: each illustration or
 * portrait in the format and width a 2x screen picks (the largest AVIF of its srcset) and every other <img> file.
 * Lazy pictures count too: a visitor who scrolls downloads them. Editors' uploads (isUploadFolder)
 * are listed apart, every size the page offers with its pixels: their bytes follow from their
 * sizes (lib/images/media.mjs MAX_BITS_PER_PIXEL), which is what the budget holds them to.
 */
export function measureImages(outDir, page) {
  const largest = new Map();
  const uploads = new Map();
  // The addresses of the page's pictures: every <img> and <source> src and srcset.
  const addresses = [];
  const others = [];
  for (const element of elements(page)) {
    if (element.tagName !== 'img' && element.tagName !== 'source') continue;
    const src = attribute(element, 'src');
    if (element.tagName === 'img' && src?.startsWith('/') && !src.startsWith('/img/'))
      others.push(src);
    addresses.push(src ?? '', attribute(element, 'srcset') ?? '');
  }
  for (const [url, folder, name, width, format] of addresses.join(' ').matchAll(VARIANT_PATTERN)) {
    if (isUploadFolder(folder)) {
      if (!uploads.has(url)) uploads.set(url, { url, format, ...uploadSize(outDir, url) });
      continue;
    }
    if (format !== 'avif') continue;
    const picture = `${folder}/${name}`;
    if (!largest.has(picture) || largest.get(picture).width < Number(width)) {
      largest.set(picture, { url, width: Number(width) });
    }
  }
  const files = [...new Set([...[...largest.values()].map((entry) => entry.url), ...others])].map(
    (url) => ({ url, bytes: readAsset(outDir, url).length }),
  );
  return {
    files,
    bytes: files.reduce((total, entry) => total + entry.bytes, 0),
    largest: files.reduce((most, entry) => (entry.bytes > most.bytes ? entry : most), {
      url: '',
      bytes: 0,
    }),
    uploads: [...uploads.values()],
  };
}

/** An upload's size as built: its bytes and pixels. */
function uploadSize(outDir, url) {
  const bytes = readAsset(outDir, url);
  const { width, height } = imageSize(bytes);
  return { bytes: bytes.length, pixels: width * height };
}

/** First-load JS, HTML, CSS and image figures for one exported page. */
export function measurePage(outDir, { file, route }) {
  const html = readFileSync(file);
  const page = parsePage(html.toString('utf8'));
  const js = measureAssets(outDir, firstLoadScripts(page));
  return {
    route,
    file,
    htmlGzip: gzipSize(html),
    htmlRaw: html.length,
    js,
    css: measureCss(outDir, page),
    images: measureImages(outDir, page),
    firebaseChunks: js.files.filter((f) => f.firebase).map((f) => f.url),
  };
}

/** Every `.css` file the build wrote under out/_next: the CSS a visitor can receive, linked or inlined. */
const builtStylesheets = (outDir) =>
  filesUnder(join(outDir, '_next'), (name) => name.endsWith('.css')).map(
    (file) => `/${relative(outDir, file).split(sep).join('/')}`,
  );

/** All pages of an export plus the total size of every stylesheet the build wrote. */
export function measureSite(outDir) {
  const pages = htmlPages(outDir).map((page) => measurePage(outDir, page));
  return { pages, css: measureAssets(outDir, builtStylesheets(outDir)) };
}

export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
