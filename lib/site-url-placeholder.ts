// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * The placeholder that starts a site link in a letter's mail body: the functions know the site's
 * address (SITE_URL) only when they send, so the build writes `{siteUrl}/pt/sellers`
 * (lib/mail-markdown.ts) and they fill it in (functions/src/mail.ts).
 */
export const SITE_URL_PLACEHOLDER = 'siteUrl';
