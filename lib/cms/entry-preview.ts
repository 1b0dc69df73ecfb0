/**
 * The CMS's preview of an entry with a Markdown body (a news article, a job, a help article, a
 * letter, a legal text), as the site shows it: its {facts} filled in for the language previewed,
 * its body rendered by the site's own Markdown renderer, drawn with the site's stylesheet
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

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** Its {facts} filled in; a name that is no fact stays as typed (the save names the problem). */
function withFacts(data: Record<string, unknown>, path: string, locale: Locale) {
  try {
    return fillFacts(data, path, locale) as Record<string, unknown>;
  } catch {
    return data;
  }
}

export function EntryPreview({ entry }: { entry: PreviewedEntry }) {
  const { data = {}, path = '' } = entry.toJS();
  // The language previewed is the one of the entry's file.
  const locale = localeOfContentFile(path);
  const shown = withFacts(data, path, locale);
  const heading = textOf(shown.title) ?? textOf(shown.subject);
  const lead = textOf(shown.description) ?? textOf(shown.summary);
  const body = textOf(shown.body);
  return h(
    'article',
    { lang: locale, className: 'bg-page px-4 py-8 text-ink' },
    heading && h('h1', { className: 'section-title sm:text-display' }, heading),
    lead &&
      h('p', { className: 'mt-5 max-w-prose text-base leading-7 text-muted sm:text-lg' }, lead),
    body &&
      h('div', {
        className: 'prose-agora mt-8 max-w-prose',
        dangerouslySetInnerHTML: { __html: markdownToHtml(body, locale) },
      }),
  );
}
