// Where the wordmark scripts/brand-font-subset.ts draws is served from, and its size, which the
// pages write on its <img> so nothing moves when it arrives.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Its address on the site. */
export const WORDMARK_SRC = '/brand/wordmark.svg';

/** Drawn on every build, like the social cards, so kept out of the repository (.gitignore). */
export const WORDMARK_FILE = join('public', WORDMARK_SRC);

/** Its width and height, from the file the build drew. */
export function wordmarkSize() {
  const svg = readFileSync(WORDMARK_FILE, 'utf8');
  const [, width, height] = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? [];
  if (!width) throw new Error(`${WORDMARK_FILE} has no viewBox: run scripts/brand-font-subset.ts`);
  return { width: Number(width), height: Number(height) };
}
