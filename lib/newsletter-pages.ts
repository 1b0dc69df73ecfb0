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
