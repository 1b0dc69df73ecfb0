/**
 * The CMS's preview of an entry with a Markdown body (a news article, a job, a help article, a
 * legal text), as the site shows it: its {facts} filled in for the language previewed, its cover,
 * its body rendered by the site's own Markdown renderer, drawn with the site's stylesheet
 * (scripts/admin.mjs registers it). The CMS renders it with its own React, which takes these
 * elements as its own: both are React 19.
 */
import { createElement as h } from 'react';
import { markdownToHtml } from '@/lib/markdown';
import { previewedFields, textOf, withUploads, type PreviewProps } from './previewed-entry';

export function EntryPreview({ entry, getAsset }: PreviewProps) {
  const { locale, fields } = previewedFields(entry);
  const heading = textOf(fields.title);
  const lead = textOf(fields.description) ?? textOf(fields.summary);
  const body = textOf(fields.body);
  const cover = textOf(fields.cover);
  return h(
    'article',
    { lang: locale, className: 'bg-page px-4 py-8 text-ink' },
    heading && h('h1', { className: 'section-title sm:text-display' }, heading),
    lead &&
      h('p', { className: 'mt-5 max-w-prose text-base leading-7 text-muted sm:text-lg' }, lead),
    cover &&
      h(
        'div',
        { className: 'cover-picture mt-8 max-w-prose' },
        h('img', { src: getAsset(cover)?.url ?? cover, alt: textOf(fields.coverAlt) ?? '' }),
      ),
    body &&
      h('div', {
        className: 'prose-agora mt-8 max-w-prose',
        dangerouslySetInnerHTML: { __html: withUploads(markdownToHtml(body, locale), getAsset) },
      }),
  );
}
