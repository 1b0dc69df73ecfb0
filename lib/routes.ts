/** The spec's routes (product spec section 2). Detail pages (/jobs/<slug>, /news/<slug>) come from content. */
export const specRoutes = [
  'welcome',
  'faq',
  'about',
  'contact',
  'jobs',
  'news',
  'termsofuse',
  'privacypolicy',
  'investors',
  'talents',
  'clients',
  'help',
  'am',
  'bc',
  'bsr',
  'sellers',
  'buyers',
] as const;

export type SpecRoute = (typeof specRoutes)[number];
