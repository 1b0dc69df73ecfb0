/** A piece of a search result's excerpt: plain text, or a word that matched the query. */
export interface ExcerptPart {
  text: string;
  matched: boolean;
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/**
 * Pagefind's excerpt as pieces to render as text and <mark> elements. The excerpt is the page's
 * plain text, which may itself contain "<" or "&", with each matched word wrapped in <mark>: only
 * those tags are read, and everything else stays text, so nothing in it is ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, matched: boolean) => {
    if (text) parts.push({ text, matched });
  };
  let rest = 0;
  for (const match of excerpt.matchAll(MARK)) {
    add(excerpt.slice(rest, match.index), false);
    add(match[1], true);
    rest = match.index + match[0].length;
  }
  add(excerpt.slice(rest), false);
  return parts;
}
