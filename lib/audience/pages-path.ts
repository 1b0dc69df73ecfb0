// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * Where the site publishes the pages the audience measurement counts (app/audience-pages.json/
 * route.ts writes it, functions/src/audience-pages.ts reads it): each page of a measured
 * language, by its address, with its template (the route it is built from, `/news/[slug]`).
 */
export const AUDIENCE_PAGES_PATH = '/audience-pages.json';

export interface AudiencePages {
  pages: Record<string, string>;
}
