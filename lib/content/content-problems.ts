import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/locales';
import { languageFiles, translationReport } from '@/lib/i18n/translation-report';
import { contentKinds } from './content-kinds';
import { ContentError } from './errors';
import { factsWrittenOut, writtenOutProblem } from './fact-literals';
import { FACTS_FILE, factTexts } from './facts';
import { helpCenterFileProblems } from './help';
import { legalProblems } from './legal-rules';
import { proofreadContent } from './proofread-content';
import { localeFolder, readMarkdown, readYaml } from './read';
import { CONTENT_DIR, contentRoot, readText, readYamlFile, relative } from './read-file';

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

/**
 * Each company fact a language's files write out where its {placeholder} belongs; none while the
 * facts file itself is refused (its schema's problems say why).
 */
function writtenOutFacts(locale: Locale, only: FileFilter): ContentProblem[] {
  let texts: ReturnType<typeof factTexts>;
  try {
    texts = factTexts(locale);
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
  const folder = path.join(contentRoot(), localeFolder(locale));
  const files = languageFiles(contentRoot(), locale).filter((file) => only(named(locale, file)));
  return files.flatMap((file) => {
    const source = path.join(folder, file);
    return factsWrittenOut(readText(source), texts, file).map((found) => ({
      file: relative(source),
      problem: writtenOutProblem(found, locale),
    }));
  });
}

/**
 * Every content rule the build and the tests apply, run on every file of every language: each
 * kind's schema (lengths, formats, cross-field rules, {facts} that exist), the rules between
 * files (a help article's topic), company facts written out, the translations against English (files, keys, headings, placeholders), what the law asks
 * the legal texts and pages to say (legal-rules.ts), and what a proofreader checks by rule.
 * `scope` limits each rule of one file to the files it names: the CMS checks the entry it saves
 * (lib/cms/save-check.ts), in seconds; the rules between files always run.
 */
export function contentProblems({
  schemas: only = everyFile,
  facts: factsOnly = everyFile,
  words: wordsOnly = everyFile,
}: ProblemScope = {}): ContentProblem[] {
  const schemas = contentKinds.flatMap((kind) =>
    kind.path === FACTS_FILE
      ? only(relative(path.join(contentRoot(), FACTS_FILE)))
        ? schemaProblems(() => readYamlFile(FACTS_FILE, kind.schema))
        : []
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
        problems.map(({ message, excerpt }) => ({ file, problem: `${message}: "${excerpt}"` })),
    ),
  );
  return [
    ...schemas,
    ...locales.flatMap(crossFileProblems),
    ...locales.flatMap((locale) => writtenOutFacts(locale, factsOnly)),
    ...translations,
    ...legalProblems(),
    ...proofreading,
  ];
}
