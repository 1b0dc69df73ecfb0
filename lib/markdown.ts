import { marked } from 'marked';
import { headingId } from './heading-id';
import { pictureHtml } from './images/picture-html';
import { defaultLocale, type Locale } from './i18n/locales';
import { localePath } from './i18n/paths';
import { escapeHtml, linkAllowed } from './markdown-rules';

/**
 * Renders Markdown from content/ to HTML at build time (no Markdown code ships to the browser),
 * its site links spelled in `locale` (content names English addresses). Content is text: HTML in
 * it is written out as text, never as markup (the schemas refuse it first, lib/markdown-rules.ts),
 * so nothing an editor types becomes a script, a style or an element of the page's own.
 */
export function markdownToHtml(markdown: string, locale: Locale = defaultLocale): string {
  return marked.parse(markdown, {
    async: false,
    gfm: true,
    walkTokens: (token) => {
      if (token.type === 'link') token.href = localePath(token.href, locale);
    },
  });
}

/** `## Heading` lines of a Markdown body, with the ids the renderer gives them, for a table of contents. */
export function markdownHeadings(markdown: string): { id: string; text: string }[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => ({
    id: headingId(match[1]),
    text: match[1].trim(),
  }));
}

marked.use({
  renderer: {
    heading({ tokens, depth, text }) {
      const inner = this.parser.parseInline(tokens);
      return `<h${depth} id="${headingId(text)}">${inner}</h${depth}>\n`;
    },
    // An editor's picture in the body goes through the site's image pipeline, as a cover does.
    image({ href, text }) {
      return pictureHtml(href, text);
    },
    html({ text }) {
      return escapeHtml(text);
    },
    // A link the allow-list refuses (javascript:, data:) is its words alone.
    // false: marked's own.
    link({ href, tokens }) {
      return linkAllowed(href) ? false : this.parser.parseInline(tokens);
    },
  },
});
