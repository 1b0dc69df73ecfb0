import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { CARDS_PATH, type CardsManifest } from '../../../lib/social-card';
import type { CardInput } from './card-template';

/** A page's card before it is drawn. */
export interface CardRequest {
  path: string;
  alt: string;
  input: CardInput;
}

/** Draws every input, handing each PNG to `save` with its index as it is done. */
export type DrawCards = (
  inputs: CardInput[],
  save: (index: number, png: Uint8Array) => void,
) => Promise<void>;

export interface CardsUpdate {
  manifest: CardsManifest;
  /** Distinct cards drawn now, and found in the cache. */
  drawn: number;
  reused: number;
}

/** A card's file name: the hash of its input and of the template and assets it is drawn with. */
const fileName = (input: CardInput, stamp: string) =>
  `${createHash('sha256').update(stamp).update(JSON.stringify(input)).digest('hex').slice(0, 20)}.png`;

/** Renamed into place only when whole, so a build stopped mid-write leaves no broken card to reuse. */
function writeWhole(file: string, bytes: Uint8Array) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * Draws the cards `cacheDir` does not hold yet (it outlives builds, so a rebuild draws only cards
 * whose input or template changed), then leaves exactly these cards in `publicDir` and lists them
 * by page path.
 */
export async function updateCards({
  cards,
  stamp,
  cacheDir,
  publicDir,
  draw,
}: {
  cards: CardRequest[];
  stamp: string;
  cacheDir: string;
  publicDir: string;
  draw: DrawCards;
}): Promise<CardsUpdate> {
  const named = cards.map((card) => ({ ...card, name: fileName(card.input, stamp) }));
  const inputs = new Map(named.map((card) => [card.name, card.input]));
  const missing = [...inputs].filter(([name]) => !existsSync(path.join(cacheDir, name)));

  mkdirSync(cacheDir, { recursive: true });
  await draw(
    missing.map(([, input]) => input),
    (index, png) => writeWhole(path.join(cacheDir, missing[index][0]), png),
  );

  mkdirSync(publicDir, { recursive: true });
  for (const name of readdirSync(publicDir))
    if (!inputs.has(name)) rmSync(path.join(publicDir, name), { force: true });
  for (const name of inputs.keys())
    if (!existsSync(path.join(publicDir, name)))
      copyFileSync(path.join(cacheDir, name), path.join(publicDir, name));

  return {
    manifest: Object.fromEntries(
      named.map((card) => [card.path, { url: `${CARDS_PATH}/${card.name}`, alt: card.alt }]),
    ),
    drawn: missing.length,
    reused: inputs.size - missing.length,
  };
}
