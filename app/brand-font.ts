import localFont from 'next/font/local';

/**
 * Agora's typeface, Bricolage Grotesque (SIL Open Font License), self-hosted: the package's latin
 * file, every weight, cut down by scripts/brand-font-subset.ts to the characters the site writes
 * (lib/brand-font-files.mjs names both; next/font takes only a written-out path). Its
 * metric-matched fallback is app/globals.css's "Brand Fallback": Arial, or its metric twins
 * (Liberation Sans, Arimo) where Arial itself is not installed.
 *
 * A page asks for the face only where this browser already has it or its connection is quick
 * (components/shell/brand-font-script.tsx), and then before its first layout; elsewhere the first
 * page is drawn in the stand-in and fetches the face after it has loaded. `optional`: should the
 * face not be there by the first layout after all, the page keeps the stand-in, and is never
 * re-wrapped by a late swap (which shifted the audience pages' layout on a throttled phone). Not
 * preloaded by the page itself: on a slow connection the file would not make the first layout
 * anyway, and downloading it beside the HTML held the first paint back.
 */
export const brandFont = localFont({
  src: '../node_modules/.cache/agora-brand-font/bricolage-grotesque-site.woff2',
  variable: '--font-brand',
  weight: '200 800',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
});
