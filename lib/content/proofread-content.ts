import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { languageFiles } from '@/lib/i18n/translation-report';
import { fillFacts } from './fill-facts';
import { FRONT_MATTER, localeFolder } from './read';
import { contentRoot, readText, relative, yamlOf } from './read-file';
import { proofread, rulesOf, type ProofreadingProblem } from './proofreading';

/** A language's content files, by their path in its folder (pages/about.yaml). */
const filesOf = (locale: Locale): string[] => languageFiles(contentRoot(), locale);

/** Every string a file holds, keys left out: as written, or with its {facts} filled in. */
function textsOf(file: string, locale: Locale, asWritten: boolean): string[] {
  const source = readText(file);
  const markdown = file.endsWith('.md') ? FRONT_MATTER.exec(source) : null;
  const data = markdown ? [yamlOf(markdown[1], file), markdown[2]] : yamlOf(source, file);
  const strings: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(asWritten ? data : fillFacts(data, file, locale));
  return strings;
}

export interface FileProblems {
  file: string;
  problems: ProofreadingProblem[];
}

/**
 * What a proofreader of `locale` marks in one of its files (`name`, its path in the language's
 * folder): each rule where it applies to that file, and a rule with a limit only past it.
 */
function fileProblems(name: string, locale: Locale): ProofreadingProblem[] {
  const file = path.join(contentRoot(), localeFolder(locale), name);
  const found = [false, true].flatMap((asWritten) =>
    textsOf(file, locale, asWritten).flatMap((text) => proofread(text, locale, asWritten)),
  );
  return rulesOf(locale)
    .filter((rule) => !rule.outside?.test(name))
    .flatMap((rule) => {
      const marked = found.filter((problem) => problem.rule === rule.name);
      return marked.length > (rule.perFile ?? 0) ? marked : [];
    });
}

/**
 * What a proofreader would mark in `locale`'s content, file by file (files with none left out);
 * of the files `only` keeps if given, by their path in the language's folder (pages/about.yaml).
 */
export function proofreadContent(
  locale: Locale,
  only: (name: string) => boolean = () => true,
): FileProblems[] {
  return filesOf(locale)
    .filter(only)
    .map((name) => ({
      file: relative(path.join(contentRoot(), localeFolder(locale), name)),
      problems: fileProblems(name, locale),
    }))
    .filter(({ problems }) => problems.length > 0);
}
