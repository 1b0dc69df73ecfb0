/**
 * `npm run build`, before `next build`: draws a social card (1200 x 630 PNG) for each page
 * lib/social-card-pages.ts lists, in every language, into public/cards/, which the export copies
 * to out/cards/, and lists them for the pages' metadata (lib/social-card.ts). Cards are kept
 * between builds in AGORA_CARDS_CACHE, else XDG_CACHE_HOME/agora-cards or ~/.cache/agora-cards, by
 * the hash of all they are drawn from, so a rebuild draws only the cards that changed. Run with
 * tsx, which loads lib/'s TypeScript and the template's JSX as they are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../lib/content/site';
import { CARDS_PATH, cardsManifestFile } from '../lib/social-card';
import { socialCardPages } from '../lib/social-card-pages';
import { cardAssets } from './lib/social-cards/card-assets';
import { cardRequest } from './lib/social-cards/card-request';
import { drawInWorkers } from './lib/social-cards/draw-in-workers';
import { updateCards } from './lib/social-cards/update-cards';
import { userCacheDir } from './lib/user-cache.mjs';

const root = path.resolve(__dirname, '..');
const cacheDir = process.env.AGORA_CARDS_CACHE || userCacheDir('agora-cards');

async function main() {
  const started = performance.now();
  const site = loadSite();
  const logoFile = path.join(root, 'public', site.logo);
  const { manifest, drawn, reused } = await updateCards({
    cards: socialCardPages().map(cardRequest),
    stamp: cardAssets(logoFile).stamp,
    cacheDir,
    publicDir: path.join(root, 'public', CARDS_PATH),
    draw: drawInWorkers(logoFile),
  });
  const manifestFile = cardsManifestFile();
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Social cards: ${drawn} drawn, ${reused} reused in ${seconds.toFixed(1)} s (cache ${cacheDir})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
