/**
 * The CMS's last step before it saves an entry (its `preSave` event, lib/cms/admin-app.mjs): the
 * entry is written, in every language, into the content the page was built with, and
 * npm run check:content's own rules (lib/content/content-problems.ts) run on those files. Any
 * problem stops the save, listed by language and field, so what the CMS saves passes the pull
 * request's checks and the build. The same code runs in Node (the unit test) and in the editor's
 * browser, where scripts/admin.mjs gives it the content as files (lib/cms/browser/).
 */
import { stringify } from 'yaml';
import { contentProblems, type ContentProblem } from '@/lib/content/content-problems';
import { localeOfContentFile } from '@/lib/content/read';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { languageNameIn } from '@/lib/i18n/language-names';
import { kindOfFile } from '@/lib/content/content-kinds';
import { fieldLabel } from './cms-fields';
import { contentJsonSchema, type JsonSchema } from './content-json-schema';

/** An entry as the CMS hands it to its event listeners (Immutable's toJS()). */
export interface SavedEntry {
  /** English's path from the repository's root: content/news/<slug>.md. */
  path: string;
  /** English's fields; a Markdown file's text is its `body`. */
  data: Record<string, unknown>;
  /** Each translation's fields, when the kind is translated. */
  i18n?: Record<string, { data?: Record<string, unknown> }>;
}

/** The message a refused save shows; the CMS shows it below its own "not saved" line. */
export class SaveRefused extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problemsText(problems));
    this.name = 'SaveRefused';
  }
}

/**
 * A value as the CMS writes it to the file: an optional field left empty is left out (its
 * `omit_empty_optional_fields` output option), which the schemas expect.
 */
function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSaved);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== '' && inner !== null && inner !== undefined)
        .map(([key, inner]) => [key, asSaved(inner)]),
    );
  return value;
}

/** A file's text: YAML, or a Markdown file's front matter and body. */
function fileText(path: string, data: Record<string, unknown>): string {
  const saved = asSaved(data) as Record<string, unknown>;
  if (!path.endsWith('.md')) return stringify(saved, { lineWidth: 0 });
  const { body = '', ...frontMatter } = saved;
  return `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${String(body)}\n`;
}

/** A translation's path: content/<locale>/… beside English's content/…. */
const translationPath = (englishPath: string, locale: string) =>
  englishPath.replace(`${CONTENT_DIR}/`, `${CONTENT_DIR}/${locale}/`);

/** Every language's file of the entry, by path from the repository's root. */
export function entryFiles(entry: SavedEntry): Record<string, string> {
  const translations = Object.entries(entry.i18n ?? {}).flatMap(([locale, copy]) =>
    copy.data ? [[translationPath(entry.path, locale), fileText(entry.path, copy.data)]] : [],
  );
  return Object.fromEntries([[entry.path, fileText(entry.path, entry.data)], ...translations]);
}

/** The CMS's labels of the fields along a path (fieldLabel). */
function labelsAlong(schema: JsonSchema | undefined, [part, ...rest]: string[]): string[] {
  if (part === undefined) return [];
  if (/^\d+$/.test(part)) return [String(Number(part) + 1), ...labelsAlong(schema?.items, rest)];
  const field = schema?.properties?.[part];
  return [fieldLabel(part, field), ...labelsAlong(field, rest)];
}

/** "sections.0.heading: must be…" → "Sections › 1 › Heading: must be…", as the CMS labels them. */
function inEditorsWords({ file, problem }: ContentProblem): string {
  const [field, ...rest] = problem.split(': ');
  if (!rest.length || /\s/.test(field)) return problem;
  const kind = kindOfFile(file);
  const label = labelsAlong(kind && contentJsonSchema(kind.schema), field.split('.')).join(' › ');
  return `${label}: ${rest.join(': ')}`;
}

/** One line a problem, its languages first; a problem every language has is one line. */
function problemsText(problems: ContentProblem[]): string {
  const languages = new Map<string, string[]>();
  for (const found of problems) {
    const line = inEditorsWords(found);
    const language = languageNameIn(localeOfContentFile(found.file), 'en');
    const named = languages.get(line) ?? [];
    if (!named.includes(language)) languages.set(line, [...named, language]);
  }
  return [...languages].map(([line, named]) => `${named.join(', ')} · ${line}`).join('\n');
}

const keyOf = ({ file, problem }: ContentProblem) => `${file}\n${problem}`;

/**
 * The problems the content as published has, to tell them from those a save would bring.
 * `writeDraft`, given no files, leaves the content as published where the checks read it.
 */
export function publishedProblems(
  writeDraft: (files: Record<string, string>) => void,
): Set<string> {
  writeDraft({});
  return new Set(contentProblems().map(keyOf));
}

/**
 * The problems `entry` would bring once saved: its own files' problems, and any other file's that
 * the content as published does not have (a help topic left with no article). `writeDraft` puts
 * the entry's files where the checks read them.
 */
export function entryProblems(
  entry: SavedEntry,
  writeDraft: (files: Record<string, string>) => void,
  published = publishedProblems(writeDraft),
): ContentProblem[] {
  const files = entryFiles(entry);
  writeDraft(files);
  return contentProblems().filter((found) => found.file in files || !published.has(keyOf(found)));
}
