/**
 * What the CMS's preview templates (entry-preview.ts, letter-preview.ts) read of the entry being
 * edited: its fields in the language previewed, {facts} filled in, and the uploads as the CMS
 * holds them.
 */
import { kindOfFile } from '@/lib/content/content-kinds';
import { fillFacts } from '@/lib/content/fill-facts';
import { publicationDay } from '@/lib/content/publication';
import { localeOfContentFile } from '@/lib/content/read';
import type { Locale } from '@/lib/i18n/locales';

/** The entry as the CMS hands it to a preview template: an Immutable map, read with toJS(). */
export interface PreviewedEntry {
  toJS(): { data?: Record<string, unknown>; path?: string; slug?: string };
}

/** An upload as the CMS holds it, a saved one or one just picked: its address in this page. */
export type AssetOf = (path: string) => { url: string } | undefined;

/** What a preview template is given. */
export interface PreviewProps {
  entry: PreviewedEntry;
  getAsset: AssetOf;
}

export const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined;

/**
 * Its {facts} filled in, a dated entry's as they were on its day (lib/content/publication.ts); a
 * name that is no fact stays as typed (the save names the problem).
 */
function withFacts(data: Record<string, unknown>, path: string, locale: Locale) {
  const kind = kindOfFile(path);
  try {
    return fillFacts(data, path, locale, kind && publicationDay(kind.schema, data)) as Record<
      string,
      unknown
    >;
  } catch {
    return data;
  }
}

/** The entry's fields as the language previewed (the one of the entry's file) shows them. */
export function previewedFields(entry: PreviewedEntry) {
  const { data = {}, path = '', slug = '' } = entry.toJS();
  const locale = localeOfContentFile(path);
  return { locale, slug, fields: withFacts(data, path, locale) };
}

/**
 * The site's markup for pictures with each upload's address (/images/…) as the CMS holds it: here
 * the uploads are in the editor's repository or browser, not on the site (lib/cms/browser/media.mjs).
 */
export const withUploads = (html: string, getAsset: AssetOf) =>
  html.replace(/ src="(\/images\/[^"]+)"/g, (whole, path: string) => {
    const asset = getAsset(path);
    return asset ? ` src="${asset.url}"` : whole;
  });
