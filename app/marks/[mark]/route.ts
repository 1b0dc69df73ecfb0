import { drawingSvg, type BrandDrawing } from '@/lib/brand-drawings';
import { drawnPaymentMarks } from '@/lib/payment-marks';
import { drawnSocialMarks } from '@/lib/social-marks';

// Written to out/marks/<slug>.svg by the export, one file per brand mark a page shows.
export const dynamic = 'force-static';

/**
 * Each mark with how it is coloured: a payment mark in its brand's colour, as on a checkout's
 * white tile; a social mark in black, which the footer turns light in the dark scheme.
 */
const marks = (): [BrandDrawing, string | undefined][] => [
  ...drawnPaymentMarks().map((drawing): [BrandDrawing, undefined] => [drawing, undefined]),
  ...drawnSocialMarks().map((drawing): [BrandDrawing, string] => [drawing, 'black']),
];

export function generateStaticParams() {
  return marks().map(([drawing]) => ({ mark: `${drawing.slug}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ mark: string }> }) {
  const { mark: file } = await params;
  const found = marks().find(([drawing]) => `${drawing.slug}.svg` === file);
  if (!found) return new Response(null, { status: 404 });
  return new Response(drawingSvg(...found), { headers: { 'Content-Type': 'image/svg+xml' } });
}
