import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/locales';
import { languageFiles, translationReport } from '@/lib/i18n/translation-report';
import { contentKinds, kindOfFile } from './content-kinds';
import { ContentError } from './errors';
import {
  factsWrittenOut,
  listItemProblem,
  listItemsWrittenOut,
  PARAGRAPH_BREAK,
  writtenOutProblem,
  type ListFact,
} from './fact-literals';
import { checkFactsFile, FACTS_FILE, factTexts, loadFacts, weekdayLists } from './facts';
import { helpCenterFileProblems } from './help';
import { legalProblems } from './legal-rules';
import { LINK_PROBLEM, linksUnder } from './links.mjs';
import { lateLetterProblem } from './letter-send-times';
import { SEND_TIME_FIELD } from './letters';
import { publishedVersion } from './published-version';
import { proofreadContent } from './proofread-content';
import { localeFolder, readMarkdown, readYaml, sourceData } from './read';
import { publicationDay } from './publication';
import { atField, textsAt } from './texts-at';
import { today } from '@/lib/today';
import { CONTENT_DIR, contentRoot, readText, relative } from './read-file';

/** One thing wrong in content/, said as an editor reads it: the file, then the field's problem. */
export interface ContentProblem {
  file: string;
  problem: string;
}

/** Which files' own rules to run, by path from the project's root (content/pt/news/a.md). */
export type FileFilter = (file: string) => boolean;
const everyFile: FileFilter = () => true;

/**
 * The files each rule of one file runs on: its schema (`schemas`), the company facts it writes
 * out (`facts`), its words (its translation, its proofreading). Every file, unless told.
 */
export interface ProblemScope {
  schemas?: FileFilter;
  facts?: FileFilter;
  words?: FileFilter;
}

/**
 * Each file of `kind` in `locale`: its one file, or every entry of its folder (pages/*.yaml as much
 * as news/*.md).
 */
function filesOf(kindPath: string, locale: Locale): string[] {
  const folder = path.join(contentRoot(), localeFolder(locale));
  const extension = /\/\*(\.\w+)$/.exec(kindPath)?.[1];
  if (!extension) {
    return fs.existsSync(path.join(folder, kindPath)) ? [kindPath] : [];
  }
  const dir = path.join(folder, path.dirname(kindPath));
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(extension))
        .sort()
        .map((name) => path.join(path.dirname(kindPath), name))
    : [];
}

/** What a file's schema refuses, field by field. */
function schemaProblems(read: () => unknown): ContentProblem[] {
  try {
    read();
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((problem) => ({ file: error.file, problem }));
  }
}

/**
 * What a language's files break together (an article filed under a topic that does not exist),
 * once each file is valid on its own: a file that is not is reported by its schema.
 */
function crossFileProblems(locale: Locale): ContentProblem[] {
  try {
    return helpCenterFileProblems(locale);
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
}

/** A file of `locale`'s folder (news/a.md) as problems name it, from the project's root. */
const named = (locale: Locale, file: string) =>
  relative(path.join(contentRoot(), localeFolder(locale), file));

/** A content file's data as written, a Markdown file's body as `body`; undefined if not YAML. */
function dataOf(file: string, source: string): Record<string, unknown> | undefined {
  try {
    return sourceData(file, source);
  } catch {
    return undefined; // the schema says so
  }
}

/** The day a content file is published on, if its kind is dated (lib/content/publication.ts). */
function publishedOn(file: string, data: unknown): string | undefined {
  const kind = kindOfFile(file);
  return kind && publicationDay(kind.schema, data);
}

/**
 * Each company fact a language's files write out where its {placeholder} belongs, as the fact was
 * on the file's day (a dated text's) or the day of the check: its whole text, or one of its days
 * in a paragraph about its group; none while the facts file itself is refused (its schema's
 * problems say why).
 */
function writtenOutFacts(locale: Locale, only: FileFilter): ContentProblem[] {
  const factsOn = new Map<string, { texts: ReadonlyMap<string, string>; lists: ListFact[] }>();
  const factsOf = (day = today()) => {
    if (!factsOn.has(day)) {
      const facts = loadFacts(day);
      factsOn.set(day, { texts: factTexts(locale, facts), lists: weekdayLists(locale, facts) });
    }
    return factsOn.get(day)!;
  };
  const folder = path.join(contentRoot(), localeFolder(locale));
  const files = languageFiles(contentRoot(), locale).filter((file) => only(named(locale, file)));
  try {
    factsOf();
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
  return files.flatMap((file) => {
    const source = path.join(folder, file);
    const data = dataOf(file, readText(source));
    const { texts, lists } = factsOf(publishedOn(relative(source), data));
    return textsAt(data).flatMap(([at, text]) =>
      [
        ...factsWrittenOut(text, texts, file).map((found) => writtenOutProblem(found, locale)),
        ...listItemsWrittenOut(text.split(PARAGRAPH_BREAK), lists).map(listItemProblem),
      ].map((problem) => ({ file: relative(source), problem: atField(at, problem) })),
    );
  });
}

/** The shape of a kind's schema: its fields by name. */
const fieldsOf = (schema: unknown) => (schema as { shape?: Record<string, unknown> }).shape ?? {};

/**
 * Each letter not yet sent whose send time has passed (letter-send-times.ts), in every kind that
 * is sent, against its version on the live branch (published-version.ts).
 */
function lateLetters(now: number): ContentProblem[] {
  return contentKinds
    .filter((kind) => SEND_TIME_FIELD in fieldsOf(kind.schema))
    .flatMap((kind) =>
      locales.flatMap((locale) =>
        filesOf(kind.path, locale).flatMap((file) => {
          const within = path.join(localeFolder(locale), file);
          const source = path.join(contentRoot(), within);
          const problem = lateLetterProblem(
            readText(source),
            publishedVersion(within),
            within,
            now,
          );
          return problem ? [{ file: relative(source), problem }] : [];
        }),
      ),
    );
}

/**
 * Every content rule the build and the tests apply, run on every file of every language: each
 * kind's schema (lengths, formats, cross-field rules, {facts} that exist), the rules between
 * files (a help article's topic), company facts written out, letters given a send time past, the translations against English (files, keys, headings, placeholders), what the law asks
 * the legal texts and pages to say (legal-rules.ts), what a proofreader checks by rule, and no
 * symbolic link anywhere (links.mjs).
 * `scope` limits each rule of one file to the files it names: the CMS checks the entry it saves
 * (lib/cms/save-check.ts), in seconds; the rules between files always run. `now` is the moment
 * send times are held to (a test's own).
 */
export function contentProblems({
  schemas: only = everyFile,
  facts: factsOnly = everyFile,
  words: wordsOnly = everyFile,
  now = Date.now(),
}: ProblemScope & { now?: number } = {}): ContentProblem[] {
  const links = linksUnder(contentRoot()).map((link) => ({
    file: relative(path.join(contentRoot(), link)),
    problem: `(file): ${LINK_PROBLEM}`,
  }));
  // Every other file is read with the company facts filled in: while they are wrong, they are
  // the problems to show (the rest would fail on them, or with them).
  const facts = schemaProblems(checkFactsFile);
  if (facts.length) return [...links, ...facts];
  const schemas = contentKinds.flatMap((kind) =>
    kind.path === FACTS_FILE
      ? []
      : locales
          .flatMap((locale) =>
            filesOf(kind.path, locale)
              .filter((file) => only(named(locale, file)))
              .map((file) =>
                file.endsWith('.md')
                  ? () =>
                      readMarkdown(
                        path.join(contentRoot(), localeFolder(locale), file),
                        kind.schema,
                        locale,
                      )
                  : () => readYaml(file, kind.schema, locale),
              ),
          )
          .flatMap(schemaProblems),
  );
  // A gap reads "<locale>/<file>: <what is missing>".
  const translations = translationReport(contentRoot(), (file) =>
    wordsOnly(relative(path.join(contentRoot(), file))),
  ).flatMap(({ gaps }) =>
    gaps.map((gap) => {
      const [file, ...problem] = gap.split(': ');
      return { file: `${CONTENT_DIR}/${file}`, problem: problem.join(': ') };
    }),
  );
  const proofreading = locales.flatMap((locale) =>
    proofreadContent(locale, (file) => wordsOnly(named(locale, file))).flatMap(
      ({ file, problems }) =>
        problems.map(({ at, message, excerpt }) => ({
          file,
          problem: atField(at, `${message}: "${excerpt}"`),
        })),
    ),
  );
  return [
    ...links,
    ...schemas,
    ...locales.flatMap(crossFileProblems),
    ...locales.flatMap((locale) => writtenOutFacts(locale, factsOnly)),
    ...lateLetters(now),
    ...translations,
    ...legalProblems(),
    ...proofreading,
  ];
}
