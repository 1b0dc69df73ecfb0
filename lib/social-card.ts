// Build time: reads the drawn cards' manifest from public/cards/ on disk.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from './i18n/locales';
import { localePath } from './i18n/paths';

/** Every social card's size and type, the site's own card's size too. */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** The cards' folder on the site; `public/cards/` on disk, where the build writes them. */
export const CARDS_PATH = '/cards';

/** A card scripts/social-cards.ts drew for one page. */
export interface DrawnCard {
  /** Its address on the site, e.g. /cards/0f3a….png (named by the hash of what it shows). */
  url: string;
  alt: string;
}

/**
 * The drawn cards by the page's address in its language, e.g.
 * { "/news/instant-payouts": { url, alt }, "/pt/news/instant-payouts": { url, alt } }.
 */
export type CardsManifest = Record<string, DrawnCard>;

/**
 * Where scripts/social-cards.ts lists the cards it drew, for the metadata of `next build`, which
 * runs next and keeps .next/cache/. Tests point AGORA_CARDS_MANIFEST elsewhere.
 */
export function cardsManifestFile(): string {
  return (
    process.env.AGORA_CARDS_MANIFEST ??
    path.join(process.cwd(), '.next', 'cache', 'agora-cards', 'manifest.json')
  );
}

function readManifest(): CardsManifest | undefined {
  const file = cardsManifestFile();
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as CardsManifest;
  // A production build without its cards would quietly give every page the site's card.
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      `${file} is missing: \`npm run build\` draws the social cards (scripts/social-cards.ts) before \`next build\``,
    );
  return undefined;
}

let kept: CardsManifest | undefined;

/**
 * The card drawn for the page at `pagePath` (its address in its language: /pt/news/x), if it has
 * one of its own. A production build reads the list once per process, as it reads content; the
 * dev server and tests read it afresh.
 */
export function socialCard(pagePath: string): DrawnCard | undefined {
  if (process.env.NODE_ENV !== 'production') return readManifest()?.[pagePath];
  kept ??= readManifest();
  return kept?.[pagePath];
}

/**
 * The address the site's card of `locale` is listed under: the language's home, "/" or "/pt".
 * Pages without a card of their own share it, so a page shared in Portuguese shows Portuguese.
 */
export const siteCardPath = (locale: Locale) => localePath('/', locale);
