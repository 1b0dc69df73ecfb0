/**
 * The CMS's last step before it saves an entry (its `preSave` event, lib/cms/admin-app.mjs): the
 * entry is written, in every language, into the content the page was built with, and
 * npm run check:content's own rules (lib/content/content-problems.ts) run on those files. Any
 * problem stops the save, listed by language and field, so what the CMS saves passes the pull
 * request's checks and the build. The same code runs in Node (the unit test) and in the editor's
 * browser, where scripts/admin.mjs gives it the content as files (lib/cms/browser/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  contentProblems,
  type ContentProblem,
  type FileFilter,
  type ProblemScope,
} from '@/lib/content/content-problems';
import { FACTS_FILE } from '@/lib/content/facts';
import { localeOfContentFile, pathInLanguage } from '@/lib/content/read';
import { CONTENT_DIR, contentRoot } from '@/lib/content/read-file';
import { languageNameIn } from '@/lib/i18n/language-names';
import { kindOfFile } from '@/lib/content/content-kinds';
import { fieldsOf } from './cms-config';
import { fieldLabel } from './cms-fields';
import { cmsFileText } from './cms-layout';
import { FACTS_PATH, factsFileText } from './facts-form';
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

/**
 * The message a refused save shows; the CMS shows it below its own "not saved" line. A problem in
 * a file other than the saved entry's (`entryPath`, English's) names that file's entry first: a
 * fact changed in Company facts can make a page's description too long.
 */
export class SaveRefused extends Error {
  constructor(
    readonly problems: ContentProblem[],
    entryPath?: string,
  ) {
    super(problemsText(problems, entryPath));
    this.name = 'SaveRefused';
  }
}

/** The facts file the checks read. */
const factsAsChecked = () => readFileSync(path.join(contentRoot(), FACTS_FILE), 'utf8');

/**
 * A file's text as the CMS writes it (lib/cms/cms-layout.ts), with the fields of its kind; the
 * facts file's changed facts dated from today, over the facts the checks read (facts-form.ts).
 */
function fileText(path: string, data: Record<string, unknown>): string {
  if (path === FACTS_PATH) return factsFileText(factsAsChecked(), data);
  const kind = kindOfFile(path);
  if (!kind) throw new Error(`${path}: no kind of content holds this file`);
  return cmsFileText(path, fieldsOf(kind), data);
}

/** A translation's path: content/<locale>/… beside English's content/…. */
const translationPath = (englishPath: string, locale: string) =>
  englishPath.replace(`${CONTENT_DIR}/`, `${CONTENT_DIR}/${locale}/`);

/** Every language's file of the entry, by path from the repository's root. */
export function entryFiles(entry: SavedEntry): Record<string, string> {
  const translations = Object.entries(entry.i18n ?? {}).flatMap(([locale, copy]) => {
    const path = translationPath(entry.path, locale);
    return copy.data ? [[path, fileText(path, copy.data)]] : [];
  });
  return Object.fromEntries([[entry.path, fileText(entry.path, entry.data)], ...translations]);
}

/** The CMS's labels of the fields along a path (fieldLabel). */
function labelsAlong(schema: JsonSchema | undefined, [part, ...rest]: string[]): string[] {
  if (part === undefined) return [];
  if (/^\d+$/.test(part)) return [String(Number(part) + 1), ...labelsAlong(schema?.items, rest)];
  // A list of mixed kinds (a page's sections): the field is the variant's that has it.
  const field = [schema, ...(schema?.oneOf ?? schema?.anyOf ?? [])].find(
    (variant) => variant?.properties?.[part],
  )?.properties?.[part];
  return [fieldLabel(part, field), ...labelsAlong(field, rest)];
}

/**
 * "sections.0.heading: must be…" (a schema's path) or "sections[0].heading: missing" (the
 * translations') → "Sections › 1 › Heading: …", as the CMS labels them, counted from 1.
 */
function inEditorsWords({ file, problem }: ContentProblem): string {
  const [field, ...rest] = problem.split(': ');
  if (!rest.length || /\s/.test(field)) return problem;
  const kind = kindOfFile(file);
  const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  const label = labelsAlong(kind && contentJsonSchema(kind.schema), parts).join(' › ');
  return `${label}: ${rest.join(': ')}`;
}

/** An entry as the CMS lists it: its kind, and the entry's name in a folder of entries. */
function entryName(file: string): string {
  const kind = kindOfFile(file);
  if (!kind) return file;
  return kind.path.includes('*')
    ? `${kind.label} › ${path.posix.basename(file, path.posix.extname(file))}`
    : kind.label;
}

/** One line a problem, its languages first; a problem every language has is one line. */
function problemsText(problems: ContentProblem[], entryPath?: string): string {
  const languages = new Map<string, string[]>();
  for (const found of problems) {
    const elsewhere =
      entryPath !== undefined && pathInLanguage(found.file) !== pathInLanguage(entryPath);
    const line = `${elsewhere ? `${entryName(found.file)} › ` : ''}${inEditorsWords(found)}`;
    const language = languageNameIn(localeOfContentFile(found.file), 'en');
    const named = languages.get(line) ?? [];
    if (!named.includes(language)) languages.set(line, [...named, language]);
  }
  return [...languages].map(([line, named]) => `${named.join(', ')} · ${line}`).join('\n');
}

const keyOf = ({ file, problem }: ContentProblem) => `${file}\n${problem}`;

/** Each value's dotted path in `data` (company.address.street), with the value as text. */
function leaves(data: unknown, at = ''): [string, string][] {
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, inner]) => leaves(inner, at ? `${at}.${key}` : key));
  return [[at, JSON.stringify(data)]];
}

/** The facts a new facts file changes, by name (payouts.days), from the one published. */
function changedFacts(draft: string): string[] {
  const before = new Map(leaves(parse(factsAsChecked())));
  const after = new Map(leaves(parse(draft)));
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}

/** The {fact} names a content file writes ({payouts.days}, {market.countries:in}). */
const factsNamedIn = (text: string) =>
  [...text.matchAll(/\{([a-zA-Z][\w.]*)[:}]/g)].map(([, name]) => name);

/**
 * The rules a save of `files` runs: those of its own files. When the entry is the company facts,
 * which every text reads, also the schemas of every file naming a fact it changes (their texts
 * with the fact written in: a title grown past its length), and the facts written out of every
 * file (a new value typed out somewhere); a file naming none of them reads as published, which
 * passed. The rules between files (a help topic's articles, the legal texts) run on every save.
 * `writeDraft({})` must have left the content as published.
 */
function scopeOf(files: Record<string, string>): ProblemScope {
  const own: FileFilter = (file) => file in files;
  const facts = files[`${CONTENT_DIR}/${FACTS_FILE}`];
  if (facts === undefined) return { schemas: own, facts: own, words: own };
  const changed = changedFacts(facts);
  const names = (file: string) =>
    factsNamedIn(readFileSync(path.join(contentRoot(), path.relative(CONTENT_DIR, file)), 'utf8'));
  return {
    schemas: (file) =>
      own(file) ||
      names(file).some((name) =>
        changed.some(
          (fact) => fact.startsWith(`${name}.`) || fact === name || name.startsWith(`${fact}.`),
        ),
      ),
    facts: () => true,
    words: own,
  };
}

/**
 * The problems `entry` would bring once saved: its own files' problems, and any other file's that
 * the content as published does not have (a help topic left with no article). `writeDraft` puts
 * the entry's files where the checks read them; given no files, it leaves the content as
 * published there, checked with the same rules only when the entry's brings a problem elsewhere.
 */
export function entryProblems(
  entry: SavedEntry,
  writeDraft: (files: Record<string, string>) => void,
): ContentProblem[] {
  // The entry's files over the content as published: the facts file's changes are dated over it.
  writeDraft({});
  const files = entryFiles(entry);
  // One moment for both checks: a late letter's problem names the minute it is held to, and the
  // two are compared by their words.
  const scope = { ...scopeOf(files), now: Date.now() };
  writeDraft(files);
  const found = contentProblems(scope);
  const elsewhere = found.filter((problem) => !(problem.file in files));
  if (!elsewhere.length) return found;
  writeDraft({});
  const published = new Set(contentProblems(scope).map(keyOf));
  writeDraft(files);
  return found.filter((problem) => problem.file in files || !published.has(keyOf(problem)));
}
