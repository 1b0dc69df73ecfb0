import 'client-only';
import type { Source } from './audience-fields';

/** Search engines and social networks by the end of their host names: the rest are other sites. */
const SEARCH =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|ecosia\.org|qwant\.com|yandex\.[a-z]+|baidu\.com|startpage\.com|search\.brave\.com)$/;
const SOCIAL =
  /(^|\.)(facebook\.com|fb\.me|instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|pinterest\.[a-z.]+|reddit\.com|youtube\.com|tiktok\.com|whatsapp\.com|telegram\.org|t\.me|threads\.net|bsky\.app|mastodon\.social)$/;

/**
 * Where a page view came from, from the referrer's host alone (its path and query are never
 * read): another page of the site, a search engine, a social network, another site, or nowhere.
 * No campaign parameter is read.
 */
export function sourceOf(referrer: string, origin: string): Source {
  if (!referrer) return 'direct';
  const url = new URL(referrer);
  if (url.origin === origin) return 'internal';
  if (SEARCH.test(url.hostname)) return 'search';
  if (SOCIAL.test(url.hostname)) return 'social';
  return 'other';
}
