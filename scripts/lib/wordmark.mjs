// The brand's wordmark as an SVG that needs no font: the logo's mark, then the product's name
// drawn from the brand face's own outlines (shaped by HarfBuzz, so its kerning holds). Made by
// scripts/brand-font-subset.ts on every build from the site config's name, so a rename redraws it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The mark, on a 32-unit square: a portico's arch on its two steps, white on the action colour (as
 * public/logo.svg draws it for the favicon and structured data).
 */
export const markPath =
  'M9 25V15a7 7 0 0 1 14 0v10h-4.25V15a2.75 2.75 0 0 0-5.5 0v10Z M6 26.5h20V29H6Z';

const round = (value) => Math.round(value * 100) / 100;

/**
 * The wordmark for `name` in `ttf` (a TrueType cut of the face, one weight): the mark, then the
 * name at `fontSize` units on a 32-unit line; `colors` are the mark's ground and the name's ink,
 * light and dark. Returns { svg, width, height }.
 */
export async function drawWordmark(ttf, name, { fontSize = 27, colors }) {
  const hb = await require('harfbuzzjs');
  const blob = hb.createBlob(ttf);
  const face = hb.createFace(blob, 0);
  const font = hb.createFont(face);
  const buffer = hb.createBuffer();
  buffer.addText(name);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = fontSize / face.upem;
  const baseline = 25;
  let x = 40 / scale;
  const glyphs = buffer.json().map((glyph) => {
    const at = x + glyph.dx;
    x += glyph.ax;
    return `<path transform="translate(${round(at * scale)} ${baseline}) scale(${round(scale * 1e4) / 1e4} -${round(scale * 1e4) / 1e4})" d="${font.glyphToPath(glyph.g)}"/>`;
  });
  buffer.destroy();
  font.destroy();
  face.destroy();
  blob.destroy();
  const width = Math.ceil(x * scale) + 1;
  const height = 32;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<style>.g{fill:${colors.ground.light}}.i{fill:${colors.ink.light}}` +
    `@media (prefers-color-scheme:dark){.g{fill:${colors.ground.dark}}.i{fill:${colors.ink.dark}}.m{fill:${colors.ink.light}}}</style>` +
    `<rect class="g" width="32" height="32" rx="8"/><path class="m" fill="#fff" d="${markPath}"/>` +
    `<g class="i">${glyphs.join('')}</g></svg>`;
  return { svg, width, height };
}
