// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * The static pages of the newsletter's e-mail links. The functions put the first two into every
 * mail (with the entry's id and token in the query) and send a form posted without JavaScript on
 * to the last two; each page posts to its endpoint or says how it went.
 */
export const newsletterPages = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
  unsubscribed: '/newsletter/unsubscribed',
  invalidLink: '/newsletter/invalid-link',
} as const;

export type NewsletterPage = keyof typeof newsletterPages;

/** A sent letter's page (lib/content/letters.ts): beside the pages above, under the same address. */
export const letterPath = (slug: string) => `/newsletter/${slug}`;

/** The slugs a letter cannot take: the pages above already answer at those addresses. */
export const reservedLetterSlugs = Object.values(newsletterPages).map((page) =>
  page.slice(letterPath('').length),
);

/** How long a subscription waits for its confirmation (and its link works), in days. */
export const PENDING_DAYS = 7;

/** The id of the footer's newsletter section, which these pages link to for a new subscription. */
export const NEWSLETTER_SECTION = 'newsletter';
