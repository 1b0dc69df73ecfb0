/**
 * @jest-environment node
 */
import path from 'node:path';
import { audienceColors } from '../../tailwind.config';
import { cardAssets } from '../../scripts/lib/social-cards/card-assets';
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
});
