/**
 * What the product spec fixes, stated once for every test: the site's routes (slugs without
 * parameters) and the side menu's four entries in order, as [label, href].
 */
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

export const specMenu = [
  ['Home', '/welcome'],
  ['About', '/about'],
  ['Contact Us', '/contact'],
  ['Help Center', '/help'],
];
