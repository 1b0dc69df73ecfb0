import localFont from 'next/font/local';

/**
 * Agora's typeface, Bricolage Grotesque (SIL Open Font License), self-hosted, for the headings: the
 * package's latin file at the headings' one weight, cut down by scripts/brand-font-subset.ts to
 * the characters the site writes (lib/brand-font-files.mjs names both; next/font takes only a
 * written-out path), about 17 KB.
 *
 * Preloaded by every page and `swap`: a first visit draws its headings in the stand-in, then in the
 * face as soon as it is in, without waiting for it; the stand-in is app/globals.css's "Brand
 * Heading Fallback", Arial Bold (or a metric twin) sized to the face, so the swap moves nothing. The
 * text stays in "Brand Fallback" on every visit, so no page is laid out again on the next one.
 */
export const brandFont = localFont({
  src: '../node_modules/.cache/agora-brand-font/bricolage-grotesque-headings.woff2',
  variable: '--font-brand',
  weight: '800',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
});
