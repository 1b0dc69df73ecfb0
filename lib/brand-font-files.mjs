// The brand face's files: the package's latin file, a variable face (a module name: where it is
// installed is found as Node finds a package, from the project or a folder above it), and the cut
// of it the site serves (scripts/brand-font-subset.ts writes it in the project it builds;
// app/brand-font.ts names the same path, as next/font takes only a written-out one).
import { join } from 'node:path';

export const BRAND_FONT_SOURCE =
  '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2';

/** Made by every build, so kept with the installed packages rather than in the repository. */
export const BRAND_FONT_SUBSET = join(
  'node_modules',
  '.cache/agora-brand-font/bricolage-grotesque-headings.woff2',
);

/**
 * The one weight the site draws the face in: its display headings' (Tailwind's font-extrabold).
 * Headings set bold (700) take it too, the nearest heavier weight the face has.
 */
export const BRAND_FONT_WEIGHT = 800;
