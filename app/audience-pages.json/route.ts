import { audiencePages } from '@/lib/audience/site-pages';

export const dynamic = 'force-static';

/** The pages the audience measurement counts, for the ingest function (audience-pages.ts). */
export function GET() {
  return Response.json(audiencePages());
}
