import { Lexer, Marked, type Token, type Tokens } from 'marked';
import type { Locale } from './i18n/locales';
import { localePath } from './i18n/paths';
import { largestSize } from './images/media.mjs';
import { escapeHtml, markdownProblems } from './markdown-rules';
import { SITE_URL_PLACEHOLDER } from './site-url-placeholder';

/** The width a mail's body has: mail programs lay a message out in some 600 pixels. */
const MAIL_WIDTH = 600;

/**
 * An upload as a mail shows it: its largest WebP from the site (the letter's page offers the same
 * size, so the file is there), no wider than the mail, with its description for a program that
 * does not load pictures. Its plain-text body keeps the description alone.
 */
export function mailPicture(src: string, alt: string): string {
  const { path, width, height } = largestSize(src);
  const shown = Math.min(width, MAIL_WIDTH);
  return `<img src="{${SITE_URL_PLACEHOLDER}}${path}" width="${shown}" height="${Math.round((height * shown) / width)}" alt="${escapeHtml(alt)}">`;
}

/** A link as a mail shows it: a site path in the mail's language after the site's address. */
function mailHref(href: string, locale: Locale): string {
  return href.startsWith('/') ? `{${SITE_URL_PLACEHOLDER}}${localePath(href, locale)}` : href;
}

/** Inline Markdown as plain text; a link is its label and then its address in brackets. */
function inlineText(tokens: Token[], locale: Locale): string {
  return tokens
    .map((token) => {
      if (token.type === 'link') {
        const label = inlineText(token.tokens ?? [], locale);
        const href = mailHref(token.href, locale);
        return label === token.href ? href : `${label} (${href})`;
      }
      if (token.type === 'br') return '\n';
      if ('tokens' in token && token.tokens) return inlineText(token.tokens, locale);
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

/** A block of Markdown as plain text: lists keep their marks, quotes their "> ". */
function blockText(token: Token, locale: Locale): string {
  switch (token.type) {
    case 'space':
      return '';
    case 'hr':
      return '---';
    case 'code':
      return token.text;
    case 'list': {
      const list = token as Tokens.List;
      return list.items
        .map((item, index) => {
          const mark = list.ordered ? `${Number(list.start || 1) + index}.` : '-';
          const inner = item.tokens.map((child) => blockText(child, locale)).filter(Boolean);
          return `${mark} ${inner.join('\n').replace(/\n/g, `\n${' '.repeat(mark.length + 1)}`)}`;
        })
        .join('\n');
    }
    case 'blockquote':
      return blocksText(token.tokens ?? [], locale).replace(/^/gm, '> ');
    default:
      return 'tokens' in token && token.tokens
        ? inlineText(token.tokens, locale)
        : 'text' in token
          ? String(token.text)
          : '';
  }
}

function blocksText(tokens: Token[], locale: Locale): string {
  return tokens
    .map((token) => blockText(token, locale))
    .filter(Boolean)
    .join('\n\n');
}

/** A letter's body the mail renderer refuses: what lib/markdown-rules.ts does not allow in it. */
export class LetterRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The letter's body cannot be mailed: ${problems.join('; ')}`);
    this.name = 'LetterRefused';
  }
}

/**
 * Markdown from content/ (a newsletter letter) as the two bodies of an e-mail, in `locale`: plain
 * text, and simple HTML (paragraphs, headings, lists, links, pictures; no ids, no styles). It
 * refuses (LetterRefused) what the schemas refuse, so a mail never carries HTML from content, a
 * picture from another site (a tracking pixel) or a link whose words name another address than it
 * leads to, whatever reached it; HTML is written as text all the same.
 * Site links carry the {siteUrl} placeholder (SITE_URL_PLACEHOLDER). Never use it for visitor input.
 */
export function markdownToMail(markdown: string, locale: Locale): { text: string; html: string } {
  const problems = markdownProblems(markdown);
  if (problems.length) throw new LetterRefused(problems);
  const html = new Marked({
    gfm: true,
    renderer: {
      // Marked's own would percent-encode the placeholder's braces.
      link({ href, tokens }) {
        return `<a href="${escapeHtml(mailHref(href, locale))}">${this.parser.parseInline(tokens)}</a>`;
      },
      image({ href, text }) {
        return mailPicture(href, text);
      },
      html({ text }) {
        return escapeHtml(text);
      },
    },
  }).parse(markdown, { async: false });
  return { text: blocksText(Lexer.lex(markdown, { gfm: true }), locale), html: html.trim() };
}
