/**
 * The HTML body of a mail, made from its plain text: nothing but paragraphs and links, so the two
 * bodies always say the same. Only trusted copy (content/) and the functions' own links go in.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => ENTITIES[character]);

/** An address in escaped text, without the punctuation that may close its sentence. */
const ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

/** Text as paragraphs (blank lines part them; a line break inside one is a space), links live. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean)
    .map((paragraph) => {
      const html = escape(paragraph).replace(ADDRESS, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${html}</p>`;
    })
    .join('\n');
}

/**
 * A whole HTML mail around `body` (HTML already): its language, its title, and the preview line
 * mail programs show beside the subject, hidden in the mail itself.
 */
export function htmlDocument({
  lang,
  title,
  preview,
  body,
}: {
  lang: string;
  title: string;
  preview: string;
  body: string;
}): string {
  return [
    '<!doctype html>',
    `<html lang="${escape(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:24px 16px;font-family:sans-serif;line-height:1.5">',
    `<div style="display:none;max-height:0;overflow:hidden">${escape(preview)}</div>`,
    '<div style="max-width:40em;margin:0 auto">',
    body,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
