/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brandColors } from '../../tailwind.config';
import type { CardInput } from '../../scripts/lib/social-cards/card-template';
import {
  updateCards,
  type CardRequest,
  type DrawCards,
} from '../../scripts/lib/social-cards/update-cards';

let dir: string;
let cacheDir: string;
let publicDir: string;
let drawn: string[];

// Stands in for satori and resvg: a "PNG" holding the title, and a record of what was drawn.
const draw: DrawCards = async (inputs, save) =>
  inputs.forEach((input, index) => {
    drawn.push(input.title);
    save(index, Buffer.from(input.title));
  });

const input = (title: string): CardInput => ({
  title,
  label: 'News',
  colors: brandColors,
  site: 'Agora',
  host: 'agora.example',
});
const card = (slug: string, title: string): CardRequest => ({
  path: `/news/${slug}`,
  alt: title,
  input: input(title),
});
const cards = [card('a', 'First'), card('b', 'Second'), card('c', 'Third')];

const update = (requests: CardRequest[], stamp = 'template v1') =>
  updateCards({ cards: requests, stamp, cacheDir, publicDir, draw });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-cards-'));
  cacheDir = path.join(dir, 'cache');
  publicDir = path.join(dir, 'public', 'cards');
  drawn = [];
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('updateCards', () => {
  it('draws every card on a cold cache, then none on a rebuild', async () => {
    expect(await update(cards)).toMatchObject({ drawn: 3, reused: 0 });
    drawn = [];
    const again = await update(cards);
    expect(again).toMatchObject({ drawn: 0, reused: 3 });
    expect(drawn).toEqual([]);
  });

  it('redraws only the card whose title changed, under a new name', async () => {
    const before = (await update(cards)).manifest;
    drawn = [];
    const changed = [cards[0], card('b', 'Second, corrected'), cards[2]];
    const after = await update(changed);
    expect(drawn).toEqual(['Second, corrected']);
    expect(after).toMatchObject({ drawn: 1, reused: 2 });
    expect(after.manifest['/news/b'].url).not.toBe(before['/news/b'].url);
    expect(after.manifest['/news/a']).toEqual(before['/news/a']);
  });

  it('redraws every card when the template changes', async () => {
    await update(cards);
    drawn = [];
    expect(await update(cards, 'template v2')).toMatchObject({ drawn: 3, reused: 0 });
  });

  it('leaves exactly the current cards in the public folder, each as drawn', async () => {
    await update(cards);
    const { manifest } = await update([cards[0], card('b', 'Second, corrected')]);
    const files = Object.values(manifest).map((entry) => path.basename(entry.url));
    expect(fs.readdirSync(publicDir).sort()).toEqual([...files].sort());
    expect(fs.readFileSync(path.join(publicDir, files[1]), 'utf8')).toBe('Second, corrected');
  });

  it('lists each page with its card under /cards/ and its alt text', async () => {
    const { manifest } = await update(cards);
    expect(Object.keys(manifest)).toEqual(['/news/a', '/news/b', '/news/c']);
    expect(manifest['/news/a']).toEqual({
      url: expect.stringMatching(/^\/cards\/[0-9a-f]{20}\.png$/),
      alt: 'First',
    });
  });

  it('draws a card two pages share once', async () => {
    const { manifest, drawn: count } = await update([card('a', 'Same'), card('b', 'Same')]);
    expect(count).toBe(1);
    expect(manifest['/news/a'].url).toBe(manifest['/news/b'].url);
  });
});
