/**
 * The CMS's preview of a newsletter letter: the mail as the subscribers of the language previewed
 * get it, made by the code that sends it. Its subject, the line a mail program shows after it, and
 * its body set in the words around it (content/<locale>/mail.yaml), its cover and pictures as the
 * CMS holds them, its links to the letter's page and to unsubscribing as they read. The page the
 * mail links to shows the same words (lib/cms/entry-preview.ts draws that kind of page).
 */
import { createElement as h } from 'react';
import { letterBodies } from '@/functions/src/mail';
import { letterLinks } from '@/functions/src/newsletter-links';
import { letterMailCopy } from '@/lib/content/site-letters';
import { loadMail } from '@/lib/content/mail';
import { loadSite } from '@/lib/content/site';
import { LetterRefused } from '@/lib/mail-markdown';
import { previewedFields, textOf, withUploads, type PreviewProps } from './previewed-entry';

/** What a subscriber's own unsubscribe link carries, here a stand-in: each mail mints its own. */
const EXAMPLE = 'example';

export function LetterPreview({ entry, getAsset }: PreviewProps) {
  const { locale, slug, fields } = previewedFields(entry);
  const subject = textOf(fields.subject) ?? '';
  const summary = textOf(fields.summary) ?? '';
  const site = loadSite(locale);
  let copy;
  try {
    copy = letterMailCopy(
      {
        subject,
        summary,
        body: textOf(fields.body) ?? '',
        cover: textOf(fields.cover),
        coverAlt: textOf(fields.coverAlt),
      },
      locale,
    );
  } catch (error) {
    // What the mail would not carry, as the save check says it when the editor saves.
    if (!(error instanceof LetterRefused)) throw error;
    return h(
      'ul',
      { lang: locale, className: 'px-4 py-8 text-ink' },
      ...error.problems.map((problem) => h('li', { key: problem }, problem)),
    );
  }
  const links = letterLinks(site.url, slug, locale, EXAMPLE, EXAMPLE);
  // The letter's own pictures keep their upload's address, which withUploads finds.
  const { html } = letterBodies(loadMail(locale), site.name, copy, links, '');
  return h(
    'article',
    { lang: locale, className: 'bg-page px-4 py-8 text-ink' },
    h(
      'dl',
      { className: 'grid max-w-prose grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm' },
      h('dt', { className: 'font-semibold' }, 'Subject'),
      h('dd', null, subject),
      h('dt', { className: 'font-semibold' }, 'Preview line'),
      h('dd', { className: 'text-muted' }, summary),
    ),
    h('div', {
      className: 'prose-agora mt-6 max-w-prose border-t border-line pt-6',
      dangerouslySetInnerHTML: { __html: withUploads(html, getAsset) },
    }),
  );
}
