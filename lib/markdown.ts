import { marked } from 'marked';
import { headingId } from './heading-id';

/**
 * Renders trusted Markdown from content/ to HTML at build time (no Markdown code ships to the
 * browser). Never use it for visitor input.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
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
  },
});
