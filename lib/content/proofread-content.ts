import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { languageFiles } from '@/lib/i18n/translation-report';
import { fillFacts } from './fill-facts';
import { FRONT_MATTER, localeFolder } from './read';
import { contentRoot, readText, relative, yamlOf } from './read-file';
import { proofread, type ProofreadingProblem } from './proofreading';

/** A language's content files: content/<locale>/…, or English's in content/ itself. */
function filesOf(locale: Locale): string[] {
  const folder = path.join(contentRoot(), localeFolder(locale));
  return languageFiles(contentRoot(), locale).map((file) => path.join(folder, file));
}

/** Every string a file holds, keys left out, with its {facts} filled in for `locale`. */
function textsOf(file: string, locale: Locale): string[] {
  const source = readText(file);
  const markdown = file.endsWith('.md') ? FRONT_MATTER.exec(source) : null;
  const data = markdown ? [yamlOf(markdown[1], file), markdown[2]] : yamlOf(source, file);
  const strings: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(fillFacts(data, file, locale));
  return strings;
}

export interface FileProblems {
  file: string;
  problems: ProofreadingProblem[];
}

/** What a proofreader would mark in `locale`'s content, file by file (files with none left out). */
export function proofreadContent(locale: Locale): FileProblems[] {
  return filesOf(locale)
    .map((file) => ({
      file: relative(file),
      problems: textsOf(file, locale).flatMap((text) => proofread(text, locale)),
    }))
    .filter(({ problems }) => problems.length > 0);
}
