/**
 * The CMS's preview of an entry with a Markdown body (a news article, a job, a help article, a
 * letter, a legal text), as the site shows it: its {facts} filled in for the language previewed,
 * its cover, its body rendered by the site's own Markdown renderer, drawn with the site's stylesheet
 * (scripts/admin.mjs registers it). The CMS renders it with its own React, which takes these
 * elements as its own: both are React 19.
 */
import { createElement as h } from 'react';
import { fillFacts } from '@/lib/content/fill-facts';
import { localeOfContentFile } from '@/lib/content/read';
import type { Locale } from '@/lib/i18n/locales';
import { markdownToHtml } from '@/lib/markdown';

/** The entry as the CMS hands it to a preview template: an Immutable map, read with toJS(). */
interface PreviewedEntry {
  toJS(): { data?: Record<string, unknown>; path?: string };
}

/** An upload as the CMS holds it, a saved one or one just picked: its address in this page. */
type AssetOf = (path: string) => { url: string } | undefined;

/**
 * The site's markup for pictures with each upload's address (/images/…) as the CMS holds it: here
 * the uploads are in the editor's repository or browser, not on the site (lib/cms/browser/media.mjs).
 */
const withUploads = (html: string, getAsset: AssetOf) =>
  html.replace(/ src="(\/images\/[^"]+)"/g, (whole, path: string) => {
    const asset = getAsset(path);
    return asset ? ` src="${asset.url}"` : whole;
  });

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** Its {facts} filled in; a name that is no fact stays as typed (the save names the problem). */
function withFacts(data: Record<string, unknown>, path: string, locale: Locale) {
  try {
    return fillFacts(data, path, locale) as Record<string, unknown>;
  } catch {
    return data;
  }
}

export function EntryPreview({ entry, getAsset }: { entry: PreviewedEntry; getAsset: AssetOf }) {
  const { data = {}, path = '' } = entry.toJS();
  // The language previewed is the one of the entry's file.
  const locale = localeOfContentFile(path);
  const shown = withFacts(data, path, locale);
  const heading = textOf(shown.title) ?? textOf(shown.subject);
  const lead = textOf(shown.description) ?? textOf(shown.summary);
  const body = textOf(shown.body);
  const cover = textOf(shown.cover);
  return h(
    'article',
    { lang: locale, className: 'bg-page px-4 py-8 text-ink' },
    heading && h('h1', { className: 'section-title sm:text-display' }, heading),
    lead &&
      h('p', { className: 'mt-5 max-w-prose text-base leading-7 text-muted sm:text-lg' }, lead),
    cover &&
      h('img', {
        src: getAsset(cover)?.url ?? cover,
        alt: textOf(shown.coverAlt) ?? '',
        className: 'mt-8 h-auto w-full max-w-prose rounded-2xl',
      }),
    body &&
      h('div', {
        className: 'prose-agora mt-8 max-w-prose',
        dangerouslySetInnerHTML: { __html: withUploads(markdownToHtml(body, locale), getAsset) },
      }),
  );
}
