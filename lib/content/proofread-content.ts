import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { languageFiles } from '@/lib/i18n/translation-report';
import { fillFacts } from './fill-facts';
import { localeFolder, sourceData } from './read';
import { contentRoot, readText, relative } from './read-file';
import { proofread, rulesOf, type ProofreadingProblem } from './proofreading';
import { textsAt } from './texts-at';

/** A language's content files, by their path in its folder (pages/about.yaml). */
const filesOf = (locale: Locale): string[] => languageFiles(contentRoot(), locale);

/** Every text a file holds with its field's path (textsAt): as written, or with its {facts} filled in. */
function textsOf(file: string, locale: Locale, asWritten: boolean): [string, string][] {
  const data = sourceData(file, readText(file));
  return textsAt(asWritten ? data : fillFacts(data, file, locale));
}

/** A proofreader's mark, and the field it is in (topics.2.items.3.answer). */
export interface PlacedProblem extends ProofreadingProblem {
  at: string;
}

export interface FileProblems {
  file: string;
  problems: PlacedProblem[];
}

/**
 * What a proofreader of `locale` marks in one of its files (`name`, its path in the language's
 * folder): each rule where it applies to that file, and a rule with a limit only past it.
 */
function fileProblems(name: string, locale: Locale): PlacedProblem[] {
  const file = path.join(contentRoot(), localeFolder(locale), name);
  const found = [false, true].flatMap((asWritten) =>
    textsOf(file, locale, asWritten).flatMap(([at, text]) =>
      proofread(text, locale, asWritten).map((problem) => ({ ...problem, at })),
    ),
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
