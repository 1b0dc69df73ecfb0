// The illustrations the site may show: Microsoft's Fluent Emoji in 3D (MIT licence, credited in
// CREDITS.md), from the npm package @lobehub/fluent-emoji-3d. Content names a picture by its
// emoji; pages reference variants under /img/<set>/, which scripts/images.mjs makes from the
// package after the export, for exactly the variants the exported pages reference.
// Build time: reads the package's pictures from disk (the CMS's bundle takes
// lib/cms/browser/illustrations.mjs instead).
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { illustrationNameOf } from './illustration-name.mjs';

const PACKAGE = '@lobehub/fluent-emoji-3d';
/**
 * The package's folder, found as Node finds a package: in node_modules/ beside this module's
 * project or in a folder above it (bench:scale builds a copy inside the project, with no
 * node_modules of its own). It starts from this file, not the working folder: the build's steps
 * also run from elsewhere (the policy step's test runs in a temporary folder).
 */
function packageDir(from = dirname(fileURLToPath(import.meta.url))) {
  const candidate = join(from, 'node_modules', PACKAGE);
  if (existsSync(candidate)) return candidate;
  if (dirname(from) === from) throw new Error(`${PACKAGE} is not installed`);
  return packageDir(dirname(from));
}

const SOURCE_DIR = join(packageDir(), 'assets');
/** Every source is a 256 x 256 square, so no variant is wider than that. */
export const SOURCE_WIDTH = 256;
export const FORMATS = /** @type {const} */ (['avif', 'webp']);
/** What a variant's bytes depend on besides its source: changing either renames every variant. */
export const ENCODING = { avif: { quality: 55, effort: 4 }, webp: { quality: 78, effort: 4 } };

const packageVersion = () =>
  JSON.parse(readFileSync(join(SOURCE_DIR, '..', 'package.json'), 'utf8')).version;

let folder;
/**
 * The folder under /img/ for this package version and encoding, so a URL never changes its bytes.
 * Worked out on first use and kept: every picture of every page asks for it. Short, because each
 * picture names it four times, twice over (the HTML and the payload React hydrates from).
 */
export const setFolder = () =>
  (folder ??= `f${createHash('sha256')
    .update(`${packageVersion()}${JSON.stringify(ENCODING)}`)
    .digest('hex')
    .slice(0, 6)}`);

/** The source's file name for an emoji (illustration-name.mjs), if the set has it. */
export const illustrationName = (emoji) =>
  illustrationNameOf(emoji, (name) => existsSync(join(SOURCE_DIR, `${name}.webp`)));

/** Every name the set has, for a page that cannot look on disk (the CMS's, scripts/admin.mjs). */
export const illustrationNames = () =>
  readdirSync(SOURCE_DIR)
    .filter((file) => file.endsWith('.webp'))
    .map((file) => file.slice(0, -'.webp'.length));

export const sourcePath = (name) => join(SOURCE_DIR, `${name}.webp`);

/** The site path of one variant. */
export const variantPath = (name, width, format) =>
  `/img/${setFolder()}/${name}-${width}.${format}`;

/**
 * Matches every variant path a page references, an illustration's (folder f…), an upload's (m…,
 * lib/images/media.mjs) or a portrait's (p…, lib/images/portraits.mjs): [whole path, folder, name,
 * width, format].
 */
export const VARIANT_PATTERN = /\/img\/([fmp][0-9a-f]{6})\/([a-z0-9-]+)-(\d+)\.(avif|webp)/g;
