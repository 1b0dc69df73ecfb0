import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SOCIAL_CARD } from '../../../lib/social-card';
import type { CardAssets } from './card-assets';
import { cardTemplate, type CardInput } from './card-template';

/** One card as PNG bytes: satori lays the template out as SVG, resvg paints it. */
export async function drawCard(input: CardInput, { fonts, logo }: CardAssets): Promise<Buffer> {
  const svg = await satori(cardTemplate(input, logo), {
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
