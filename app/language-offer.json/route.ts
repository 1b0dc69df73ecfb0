import { languageOffers } from '@/lib/i18n/language-offers';

// Written once at build time to out/language-offer.json, for every language: the language offer
// (components/shell/language-offer-card.tsx) fetches it only when it has an offer to make.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(languageOffers());
}
