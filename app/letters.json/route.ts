import { siteLetters } from '@/lib/content/site-letters';

export const dynamic = 'force-static';

/** The newsletter's letters for the functions, which send each at its time (site-letters.ts). */
export function GET() {
  return Response.json(siteLetters());
}
