import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n/locales';
import { languageFiles, translationReport } from '@/lib/i18n/translation-report';
import { contentKinds } from './content-kinds';
import { ContentError } from './errors';
import { factsWrittenOut, writtenOutProblem } from './fact-literals';
import { FACTS_FILE, factsSchema, factTexts } from './facts';
import { helpCenterFileProblems } from './help';
import { legalProblems } from './legal-rules';
import { LINK_PROBLEM, linksUnder } from './links.mjs';
import { proofreadContent } from './proofread-content';
import { localeFolder, readMarkdown, readYaml } from './read';
import { CONTENT_DIR, contentRoot, readText, readYamlFile, relative } from './read-file';

/** One thing wrong in content/, said as an editor reads it: the file, then the field's problem. */
export interface ContentProblem {
  file: string;
  problem: string;
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

/** Each company fact a language's files write out where its {placeholder} belongs. */
function writtenOutFacts(locale: Locale): ContentProblem[] {
  const texts = factTexts(locale);
  const folder = path.join(contentRoot(), localeFolder(locale));
  return languageFiles(contentRoot(), locale).flatMap((file) => {
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
 * the legal texts and pages to say (legal-rules.ts), what a proofreader checks by rule, and no
 * symbolic link anywhere (links.mjs).
 */
export function contentProblems(): ContentProblem[] {
  const links = linksUnder(contentRoot()).map((link) => ({
    file: relative(path.join(contentRoot(), link)),
    problem: `(file): ${LINK_PROBLEM}`,
  }));
  // Every other file is read with the company facts filled in: while they are wrong, they are
  // the problems to show (the rest would fail on them, or with them).
  const facts = schemaProblems(() => readYamlFile(FACTS_FILE, factsSchema));
  if (facts.length) return [...links, ...facts];
  const schemas = contentKinds
    .filter((kind) => kind.path !== FACTS_FILE)
    .flatMap((kind) =>
      locales
        .flatMap((locale) =>
          filesOf(kind.path, locale).map((file) =>
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
  const translations = translationReport(contentRoot()).flatMap(({ gaps }) =>
    gaps.map((gap) => {
      const [file, ...problem] = gap.split(': ');
      return { file: `${CONTENT_DIR}/${file}`, problem: problem.join(': ') };
    }),
  );
  const proofreading = locales.flatMap((locale) =>
    proofreadContent(locale).flatMap(({ file, problems }) =>
      problems.map(({ message, excerpt }) => ({ file, problem: `${message}: "${excerpt}"` })),
    ),
  );
  return [
    ...links,
    ...schemas,
    ...locales.flatMap(crossFileProblems),
    ...locales.flatMap(writtenOutFacts),
    ...translations,
    ...legalProblems(),
    ...proofreading,
  ];
}
