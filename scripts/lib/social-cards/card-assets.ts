import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SatoriOptions } from 'satori';
import { SOCIAL_CARD } from '../../../lib/social-card';
import { CARD_FONT } from './card-template';

/** What every card is drawn with besides its own input. */
export interface CardAssets {
  fonts: SatoriOptions['fonts'];
  /** The logo as a data: URL, for satori's <img>. */
  logo: string;
  /**
   * The hash of everything above plus the template's and the drawing's source, the cards' size and
   * the renderers' versions: a card's file name hashes it with the card's input, so changing any of them redraws
   * every card, and nothing else does.
   */
  stamp: string;
}

// The latin subset holds the accents of Portuguese, Spanish and French (social-card-drawing.test.ts
// checks every character the cards show); satori reads woff, not woff2.
const WEIGHTS = [500, 700] as const;
const fontFile = (weight: number) =>
  require.resolve(
    `@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-${weight}-normal.woff`,
  );

const SOURCES = ['card-template.tsx', 'draw-card.ts'].map((name) => path.join(__dirname, name));
const version = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version;

/** Reads the fonts and the logo (an SVG file) once per process. */
export function cardAssets(logoFile: string): CardAssets {
  const fonts = WEIGHTS.map((weight) => ({
    name: CARD_FONT,
    data: readFileSync(fontFile(weight)),
    weight,
    style: 'normal' as const,
  }));
  const logo = readFileSync(logoFile);
  const hash = createHash('sha256');
  for (const part of [
    ...SOURCES.map((file) => readFileSync(file)),
    ...fonts.map((font) => font.data),
    logo,
    JSON.stringify(SOCIAL_CARD),
    version('satori'),
    version('@resvg/resvg-js'),
  ])
    hash.update(part).update('\0');
  return {
    fonts,
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    stamp: hash.digest('hex'),
  };
}
