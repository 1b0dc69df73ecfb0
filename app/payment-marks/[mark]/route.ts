import { paymentMarkSvg, paymentMarks } from '@/lib/payment-marks';

// Written to out/payment-marks/<slug>.svg by the export, one file per drawn mark.
export const dynamic = 'force-static';

const drawn = () =>
  paymentMarks().flatMap((mark) => (mark.slug ? [{ ...mark, slug: mark.slug }] : []));

export function generateStaticParams() {
  return drawn().map((mark) => ({ mark: `${mark.slug}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ mark: string }> }) {
  const { mark: file } = await params;
  const mark = drawn().find((entry) => `${entry.slug}.svg` === file);
  if (!mark) return new Response(null, { status: 404 });
  return new Response(paymentMarkSvg(mark), { headers: { 'Content-Type': 'image/svg+xml' } });
}
