import localFont from 'next/font/local';

/**
 * Agora's typeface, Bricolage Grotesque (SIL Open Font License), self-hosted from the npm package.
 * The latin file carries every accent Portuguese, Spanish and French use. next/font preloads it;
 * its metric-matched fallback is app/globals.css's "Brand Fallback", which also finds Arial's
 * metric twins (Liberation Sans, Arimo) where Arial itself is not installed.
 */
export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  variable: '--font-brand',
  weight: '200 800',
  display: 'swap',
  adjustFontFallback: false,
});
