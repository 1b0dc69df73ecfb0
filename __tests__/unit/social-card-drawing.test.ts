/**
 * @jest-environment node
 */
import path from 'node:path';
import satori from 'satori';
import { socialCardPages } from '@/lib/social-card-pages';
import { SOCIAL_CARD } from '@/lib/social-card';
import { audienceColors } from '../../tailwind.config';
import { cardAssets } from '../../scripts/lib/social-cards/card-assets';
import { cardRequest } from '../../scripts/lib/social-cards/card-request';
import { cardTemplate } from '../../scripts/lib/social-cards/card-template';
import { drawCard } from '../../scripts/lib/social-cards/draw-card';

const assets = cardAssets(path.join(process.cwd(), 'public', 'logo.svg'));

describe('drawCard', () => {
  it('draws a 1200 x 630 PNG under 60 KB, whatever the title', async () => {
    const png = Buffer.from(
      await drawCard(
        {
          title:
            'Réclamations, devoluções y reembolsos: what happens when a parcel never arrives and the seller does not answer',
          label: 'Help Center',
          colors: audienceColors.client,
          site: 'Agora',
          host: 'agora-market.web.app',
        },
        assets,
      ),
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
    expect(png.length).toBeLessThan(60_000);
  });

  // The cards load the font's latin subset only, as the site does (app/brand-font.ts): satori
  // has no font to draw a character outside it from, and draws an empty box in its place.
  it('draws every character any card shows, in any language, from the card font', async () => {
    const inputs = socialCardPages().map((page) => cardRequest(page).input);
    const every = (field: 'title' | 'label' | 'site' | 'host') =>
      [...new Set(inputs.map((input) => input[field]).join(''))].join('');
    const missing: string[] = [];
    await satori(
      cardTemplate(
        {
          ...inputs[0],
          title: every('title'),
          label: every('label'),
          site: every('site'),
          host: every('host'),
        },
        assets.logo,
      ),
      {
        width: SOCIAL_CARD.width,
        height: SOCIAL_CARD.height,
        fonts: assets.fonts,
        // Satori asks for a font for the characters its fonts lack; named by code point, as some
        // (U+202F) print as a blank.
        loadAdditionalAsset: async (_, segment) => {
          missing.push(...[...segment].map((char) => `U+${char.codePointAt(0)!.toString(16)}`));
          return [];
        },
      },
    );
    expect(every('title')).toMatch(/[ãçéêñ]/);
    expect(missing).toEqual([]);
  });
});
