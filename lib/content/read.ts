// Build time: lists and reads content/ on disk (the CMS's bundle too, on stand-ins for node:fs).
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { ContentError } from './errors';
import { fillFacts } from './fill-facts';
import { publicationDay } from './publication';
import {
  contentRoot,
  once,
  parseWith,
  readText,
  readYamlFile,
  relative,
  yamlOf,
} from './read-file';

export { contentRoot };

/**
 * The folder of a language's content, relative to content/: English's is content/ itself, each
 * translation's content/<locale>/, holding the same files (npm run check:translations).
 */
export function localeFolder(locale: Locale): string {
  return locale === defaultLocale ? '' : locale;
}

/** The language of a content file named from the project's root: content/<locale>/… or content/…. */
export function localeOfContentFile(file: string): Locale {
  const folder = file.split('/')[1];
  return isLocale(folder) ? folder : defaultLocale;
}

/** A content file's path within its language's folder: content/pt/news/a.md → news/a.md. */
export function pathInLanguage(file: string): string {
  const folder = localeFolder(localeOfContentFile(file));
  return file
    .split('/')
    .slice(folder ? 2 : 1)
    .join('/');
}

/**
 * Reads `content/<name>` (YAML) in `locale`, fills in its {facts} and validates it: every page,
 * feed, mail and piece of structured data gets its copy through here or readMarkdown, so none
 * sees a placeholder.
 */
export function readYaml<S extends z.ZodType>(
  name: string,
  schema: S,
  locale: Locale = defaultLocale,
): z.output<S> {
  return readYamlFile(path.join(localeFolder(locale), name), schema, (data, file) =>
    fillFacts(data, file, locale),
  );
}

/** A Markdown file's YAML front matter and its body. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * A content file's data from its source (`file` names it), unvalidated: its fields, and a Markdown
 * file's text after its front matter as `body`. YAML that does not parse throws a ContentError.
 */
export function sourceData(file: string, source: string): Record<string, unknown> {
  const match = file.endsWith('.md') ? FRONT_MATTER.exec(source) : null;
  const data = yamlOf(match ? match[1] : source, file);
  const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return match ? { ...fields, body: match[2] } : fields;
}

/** The field a Markdown file's name fills in for its schema: the file itself never writes it. */
export const FILE_NAME_FIELD = 'slug';

/**
 * Reads a Markdown file with YAML front matter. The body is handed to the schema as `body` and the
 * file name (without `.md`) as `slug` (FILE_NAME_FIELD), so schemas can validate them like any
 * other field; {facts} are filled in everywhere first, as in effect on the entry's publication day
 * where its schema has one (lib/content/publication.ts).
 */
export function readMarkdown<S extends z.ZodType>(
  file: string,
  schema: S,
  locale: Locale = defaultLocale,
): z.output<S> {
  return once(schema, file, () => parseMarkdown(file, schema, locale));
}

function parseMarkdown<S extends z.ZodType>(file: string, schema: S, locale: Locale): z.output<S> {
  const source = readText(file);
  const match = FRONT_MATTER.exec(source);
  if (!match)
    throw new ContentError(relative(file), ['(file): front matter (--- ... ---) missing']);
  const data = yamlOf(match[1], file);
  const name = path.basename(file, '.md');
  const entry = { ...(data as object), [FILE_NAME_FIELD]: name, body: match[2].trim() };
  // A dated text reads the facts of its day.
  const day = publicationDay(schema, data);
  return parseWith(schema, fillFacts(entry, relative(file), locale, day), file);
}

/** Reads every `.md` file in `content/<dir>` in `locale` (sorted by name). */
export function readMarkdownDir<S extends z.ZodType>(
  dir: string,
  schema: S,
  locale: Locale = defaultLocale,
): z.output<S>[] {
  const folder = path.join(contentRoot(), localeFolder(locale), dir);
  return once(schema, path.join(folder, '*.md'), () =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => readMarkdown(path.join(folder, name), schema, locale)),
  );
}
