import { Marked, type Token } from 'marked';
import { addressProblem } from './images/picture-address.mjs';

/**
 * What an editor's Markdown may hold, the one allow-list the pages (lib/markdown.ts), the letters'
 * mails (lib/mail-markdown.ts), check:content and the CMS's save check (lib/content/fields.ts)
 * share: Markdown's own marks, links to the site, to https:// and mailto: addresses, and uploaded
 * pictures. Never HTML, which both renderers write as text: content is words, never code.
 */

/** Where a link may lead: a page of the site (or a place on this one), https:// or mailto:. */
export const LINK_TARGET = /^(\/|#|https:\/\/|mailto:)/i;

/** Whether a link may be written as a link; the renderers write the others' words alone. */
export const linkAllowed = (href: string) => LINK_TARGET.test(href);

/** HTML written as text: what the renderers put where Markdown's lexer found HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words that read as a web address: https://agora.pt/x, www.agora.pt, agora.pt/sellers. */
const WEB_ADDRESS = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i;

/** Words that read as a mail address. */
const MAIL_ADDRESS = /^[^\s@/:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/**
 * Whether a link whose words are `words` goes where they say: words that read as an address (web or
 * mail) must be the host (and the start of the path) of its target, so a link reading "agora.pt"
 * cannot lead to another site. Other words may lead anywhere.
 */
function wordsMatchTarget(words: string, href: string): boolean {
  if (MAIL_ADDRESS.test(words)) return href.toLowerCase() === `mailto:${words.toLowerCase()}`;
  if (!WEB_ADDRESS.test(words)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const said = new URL(/^https?:\/\//i.test(words) ? words : `https://${words}`);
    const target = new URL(href);
    return hostOf(said) === hostOf(target) && target.pathname.startsWith(said.pathname);
  } catch {
    return false;
  }
}

/** The start of a piece of content, as a problem quotes it. */
const excerpt = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

/** A link's or a picture's words as a reader sees them, without Markdown's marks. */
const plain = (tokens: Token[] = []): string =>
  tokens
    .map((token) =>
      'tokens' in token && token.tokens ? plain(token.tokens) : 'text' in token ? token.text : '',
    )
    .join('');

const lexer = new Marked({ gfm: true });

/**
 * Everything `markdown` holds that the allow-list refuses, each in words an editor acts on; none
 * when it is all allowed. `pictureProblem` says what is wrong with an upload's address (the build
 * adds what the disk tells: lib/images/media.mjs).
 */
export function markdownProblems(
  markdown: string,
  pictureProblem: (src: string) => string | undefined = addressProblem,
): string[] {
  const problems: string[] = [];
  const html: string[] = [];
  lexer.walkTokens(lexer.lexer(markdown), (token) => {
    if (token.type === 'html') {
      html.push(token.raw);
    } else if (token.type === 'link') {
      const words = plain(token.tokens).trim();
      if (!linkAllowed(token.href)) {
        problems.push(
          `the link "${excerpt(words)}" leads to "${excerpt(token.href)}": a link leads to a page of the site (/about), an https:// address or a mailto: address`,
        );
      } else if (!wordsMatchTarget(words, token.href)) {
        problems.push(
          `the link's words "${excerpt(words)}" are an address, but it leads to ${excerpt(token.href)}: ` +
            'let its words say where it leads, or write the address it leads to',
        );
      }
    } else if (token.type === 'image') {
      const problem = token.text.trim()
        ? pictureProblem(token.href)
        : `the picture ${token.href} needs a description between its brackets: ![What it shows](${token.href})`;
      if (problem) problems.push(problem);
    }
  });
  // One problem for all of a field's HTML (`<svg><script>` is four pieces to the lexer), quoted
  // from where it starts.
  if (html.length)
    problems.unshift(
      `has HTML ("${excerpt(markdown.slice(markdown.indexOf(html[0])))}"), which the site shows as typed and never runs: ` +
        'write it in Markdown (**bold**, [words](/page)), or between `backticks` to show code',
    );
  return problems;
}
