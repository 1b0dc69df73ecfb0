import { apiEndpoints } from '../../lib/api-endpoints';
import type { Locale } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { letterPath, newsletterPages } from '../../lib/newsletter-pages';
import type { LetterLinks, UnsubscribeLinks } from './mail';

/** A page of the site in the reader's language, as a mail links it. */
export const pageUrl = (siteUrl: string, path: string, locale: Locale) =>
  `${siteUrl}${localePath(path, locale)}`;

/** The query of a newsletter link: the entry's id and one of its tokens. */
export const linkQuery = (id: string, token: string) => `?id=${id}&token=${token}`;

/**
 * The same in a page's address, as its fragment: a browser never sends a fragment, so no request
 * log (Hosting's, a proxy's) keeps the token, and the page's script reads it from there.
 */
export const linkFragment = (id: string, token: string) => `#id=${id}&token=${token}`;

/**
 * The ways off the list that every mail to an address on it carries, for the entry `id` and its
 * unsubscribe `token`: the page a person opens, and the endpoint a mail client posts to (RFC 8058
 * needs the token in the address it posts to; a successful post uses it up with the entry).
 */
export function unsubscribeLinks(
  siteUrl: string,
  locale: Locale,
  id: string,
  token: string,
): UnsubscribeLinks {
  return {
    unsubscribeUrl: `${pageUrl(siteUrl, newsletterPages.unsubscribe, locale)}${linkFragment(id, token)}`,
    oneClickUrl: `${siteUrl}${apiEndpoints.newsletterUnsubscribe}${linkQuery(id, token)}`,
  };
}

/**
 * A letter's mail's links, in the reader's language: the letter's page, and the ways off the list
 * for the entry `id` and its `token` (unsubscribeLinks).
 */
export const letterLinks = (
  siteUrl: string,
  slug: string,
  locale: Locale,
  id: string,
  token: string,
): LetterLinks => ({
  pageUrl: pageUrl(siteUrl, letterPath(slug), locale),
  ...unsubscribeLinks(siteUrl, locale, id, token),
});
