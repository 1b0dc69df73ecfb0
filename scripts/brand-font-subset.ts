// First step of `npm run build` and `npm run dev`: the brand face (Bricolage Grotesque's latin
// file) cut down to the headings' one weight and the characters the site can write, which
// app/brand-font.ts serves, and the wordmark drawn from the same face (scripts/lib/wordmark.mjs).
// Every page preloads the cut, so the fewer bytes, the sooner its headings turn to the face: one
// weight instead of the variable axis is 17 KB instead of 33. A character the cut lacks is drawn
// by the face's metric-matched stand-in.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { CONTENT_DIR } from '../lib/content/read-file';
import { languageTags } from '../lib/i18n/locales';
import {
  BRAND_FONT_SOURCE,
  BRAND_FONT_SUBSET,
  BRAND_FONT_WEIGHT,
} from '../lib/brand-font-files.mjs';
import { loadSite } from '../lib/content/site';
import { WORDMARK_FILE } from '../lib/wordmark-file.mjs';
import { brandColors } from '../tailwind.config';
import { drawWordmark } from './lib/wordmark.mjs';
import { filesUnder } from './lib/measure.mjs';
import { userCacheDir } from './lib/user-cache.mjs';

const started = Date.now();

/** Every content file's text: the words editors write, in every language. */
const contentText = () =>
  filesUnder(CONTENT_DIR, (name: string) => /\.(ya?ml|md)$/.test(name)).map((file) =>
    readFileSync(file, 'utf8'),
  );

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/** What the pages write that no content file holds: Intl's dates, numbers and names. */
function intlText(tag: string): string[] {
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month)));
  const dates = ['long', 'short'].flatMap((width) =>
    days.map((day) =>
      new Intl.DateTimeFormat(tag, {
        month: width as 'long' | 'short',
        weekday: width as 'long' | 'short',
        day: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'Europe/Lisbon',
      }).format(day),
    ),
  );
  const numbers = [
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(-1234567.89),
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(0.085),
  ];
  const regions = new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' });
  const languages = new Intl.DisplayNames(tag, { type: 'language' });
  const names = [
    ...Array.from({ length: 26 * 26 }, (_, index) =>
      regions.of(String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))),
    ),
    ...Object.values(languageTags).map((other) => languages.of(other)),
  ];
  return [...dates, ...numbers, ...names.filter((name): name is string => Boolean(name))];
}

/**
 * Printable ASCII, Latin-1's signs (no-break space, ©, «, », º, °) and the typographer's punctuation
 * (thin and narrow no-break spaces, hyphens, dashes, quotes, ellipsis, primes), which code and
 * Intl write as well as content; then every character of content and of Intl's words.
 */
const characters = [
  ...new Set(
    [
      range(0x20, 0x7e),
      '\u00a0\u2009\u202f©®°ªº«»·‐‑–—‘’‚“”„•…‰′″‹›€',
      ...contentText(),
      ...Object.values(languageTags).flatMap(intlText),
    ].join(''),
  ),
]
  .filter((char) => !/\p{Cc}/u.test(char))
  .sort()
  .join('');

/** The headings' weight alone: the variable axis pinned, a static face. */
const oneWeight = { variationAxes: { wght: BRAND_FONT_WEIGHT } };

/** The site's name in the face, as the logo shows it, light and dark. */
async function writeWordmark(source: Buffer) {
  const { name } = loadSite();
  const ttf = await subsetFont(source, name, { targetFormat: 'sfnt', ...oneWeight });
  const { svg } = await drawWordmark(ttf, name, {
    colors: {
      ground: { light: brandColors[600], dark: brandColors[400] },
      ink: { light: '#020617', dark: '#ffffff' },
    },
  });
  mkdirSync(dirname(WORDMARK_FILE), { recursive: true });
  writeFileSync(WORDMARK_FILE, svg);
}

async function main() {
  const source = readFileSync(require.resolve(BRAND_FONT_SOURCE));
  const key = createHash('sha256')
    .update(source)
    .update(characters)
    .update(String(BRAND_FONT_WEIGHT))
    .digest('hex');
  const cached = join(userCacheDir('agora-brand-font'), `${key}.woff2`);
  const made = !existsSync(cached);
  if (made) {
    mkdirSync(dirname(cached), { recursive: true });
    writeFileSync(
      cached,
      await subsetFont(source, characters, { targetFormat: 'woff2', ...oneWeight }),
    );
  }
  await writeWordmark(source);
  mkdirSync(dirname(BRAND_FONT_SUBSET), { recursive: true });
  copyFileSync(cached, BRAND_FONT_SUBSET);
  console.log(
    `Brand face: ${[...characters].length} characters, ${readFileSync(cached).length} bytes (of ${source.length}), ${made ? 'cut' : 'from the cache'} in ${Date.now() - started} ms.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
