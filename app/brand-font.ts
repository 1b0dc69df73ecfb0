import localFont from 'next/font/local';

/**
 * Agora's typeface, Bricolage Grotesque (SIL Open Font License), self-hosted from the npm package.
 * The latin file carries every accent Portuguese, Spanish and French use. Its metric-matched
 * fallback is app/globals.css's "Brand Fallback": Arial, or its metric twins (Liberation Sans,
 * Arimo) where Arial itself is not installed.
 *
 * A page asks for the face only where this browser already has it or its connection is quick
 * (components/shell/brand-font-script.tsx); elsewhere the first page is drawn in the stand-in and
 * fetches the face after it has loaded. `optional`: should the face not be there by the first
 * layout after all, the page keeps the stand-in, and is never re-wrapped by a late swap (which
 * shifted the audience pages' layout by 0.075 on a throttled phone). Not preloaded: on a slow
 * connection the 41 KB file would not make the first layout anyway, and downloading it beside
 * the HTML held the first paint back.
 */
export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  variable: '--font-brand',
  weight: '200 800',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
});
