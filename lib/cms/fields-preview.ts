/**
 * The CMS's preview of an entry without a Markdown body (a page, the FAQ, the interface texts):
 * its fields by their labels, in the order the editor shows them, with the {facts} filled in for
 * the language previewed, and Markdown fields rendered as the site renders them (scripts/admin.mjs
 * registers it). The CMS's own preview showed `{escrow.provider}` where a visitor reads the name.
 */
import { createElement as h, type ReactNode } from 'react';
import { kindOfFile } from '@/lib/content/content-kinds';
import type { Locale } from '@/lib/i18n/locales';
import { markdownToHtml } from '@/lib/markdown';
import { fieldsOf } from './cms-config';
import type { CmsField } from './cms-fields';
import { isBookkeeping } from './cms-layout';
import { previewedFields, type PreviewProps } from './previewed-entry';

/** The fields of one item of `field` (a list's or a group's); a mixed list's by the item's kind. */
function innerFields(field: CmsField | undefined, value: Record<string, unknown>): CmsField[] {
  if (!field) return [];
  if (field.types) {
    const kind = value[field.typeKey ?? 'type'];
    return field.types.find((type) => type.name === kind)?.fields ?? [];
  }
  return field.fields ?? [];
}

function shown(value: unknown, field: CmsField | undefined, locale: Locale): ReactNode {
  if (Array.isArray(value))
    return h(
      'ol',
      { className: 'grid gap-3 border-l-2 border-line pl-4' },
      value.map((item, index) =>
        h('li', { key: index }, shown(item, field?.field ?? field, locale)),
      ),
    );
  if (value && typeof value === 'object') {
    const group = value as Record<string, unknown>;
    const fields = innerFields(field, group);
    const byName = new Map(fields.map((inner) => [inner.name, inner]));
    const names = [
      ...fields.map((inner) => inner.name).filter((name) => name in group),
      ...Object.keys(group).filter((name) => !byName.has(name) && !isBookkeeping(name)),
    ];
    return h(
      'dl',
      { className: 'grid gap-2' },
      names.map((name) =>
        h(
          'div',
          { key: name },
          h(
            'dt',
            { className: 'text-sm font-semibold text-muted' },
            byName.get(name)?.label ?? name,
          ),
          h('dd', null, shown(group[name], byName.get(name), locale)),
        ),
      ),
    );
  }
  if (typeof value === 'string' && field?.widget === 'markdown')
    return h('div', {
      className: 'prose-agora',
      dangerouslySetInnerHTML: { __html: markdownToHtml(value, locale) },
    });
  return String(value ?? '');
}

export function FieldsPreview({ entry }: PreviewProps) {
  const { locale, fields } = previewedFields(entry);
  const kind = kindOfFile(entry.toJS().path ?? '');
  const all: CmsField = {
    name: '',
    label: '',
    widget: 'object',
    fields: kind ? fieldsOf(kind, false) : [],
  };
  return h(
    'article',
    { lang: locale, className: 'bg-page px-4 py-8 text-ink' },
    shown(fields, all, locale),
  );
}
