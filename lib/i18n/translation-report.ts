import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { contentKinds } from '../content/content-kinds';
import { filesUnder } from '../content/links.mjs';
import { FRONT_MATTER } from '../content/read';
import { defaultLocale, type Locale, type TranslatedLocale, translatedLocales } from './locales';
import { documentGaps, markdownGaps } from './translation-gaps';

/** Content that holds no words to translate: every language reads it from English's folder. */
export const languageNeutral = ['facts.yaml'];

/**
 * Entries a language may show later than English (news/x.md): until its translation exists, the
 * language leaves the entry out of its pages, lists, feeds, search and sitemap. The rest of
 * content/ is the site's structure, complete in every language.
 */
const waitsForTranslation = (file: string) =>
  contentKinds.some(
    (kind) => kind.translatedLater && path.posix.dirname(file) === path.posix.dirname(kind.path),
  ) && !file.endsWith('/index.yaml');

/** The content files (YAML, Markdown) under `folder`, relative to it, sorted. */
function contentFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return filesUnder(folder)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .sort();
}

/** The content files English has, leaving out the languages' own folders and neutral files. */
function englishFiles(root: string): string[] {
  return contentFiles(root)
    .filter((file) => !translatedLocales.some((locale) => file.startsWith(`${locale}/`)))
    .filter((file) => !languageNeutral.includes(file));
}

/** A language's content files, relative to its folder: English's, or content/<locale>/'s. */
export const languageFiles = (root: string, locale: Locale): string[] =>
  locale === defaultLocale ? englishFiles(root) : contentFiles(path.join(root, locale));

function parse(file: string): { data: unknown; body?: string } {
  const source = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return { data: parseYaml(source) };
  const match = FRONT_MATTER.exec(source);
  return match ? { data: parseYaml(match[1]), body: match[2] } : { data: null, body: source };
}

function fileGaps(englishFile: string, translatedFile: string): string[] {
  try {
    const english = parse(englishFile);
    const translated = parse(translatedFile);
    return [
      ...documentGaps(english.data, translated.data),
      ...(english.body === undefined ? [] : markdownGaps(english.body, translated.body ?? '')),
    ];
  } catch (error) {
    return [`(file): cannot be read: ${(error as Error).message}`];
  }
}

export interface LanguageReport {
  locale: TranslatedLocale;
  files: number;
  /** "<file>: <gap>", one per gap. */
  gaps: string[];
  /** English's entries this language shows once translated (news/x.md). */
  pending: string[];
}

/**
 * Each translated language held against English, file by file (content/<locale>/<same path>);
 * the gaps of the pairs `only` keeps if given, by either file's path from `root` (news/a.md,
 * pt/news/a.md).
 */
export function translationReport(
  root: string,
  only: (file: string) => boolean = () => true,
): LanguageReport[] {
  const english = englishFiles(root);
  return translatedLocales.map((locale) => {
    const kept = (file: string) => only(file) || only(`${locale}/${file}`);
    const present = contentFiles(path.join(root, locale));
    const absent = english.filter((file) => !present.includes(file));
    const gaps = [
      ...absent
        .filter((file) => kept(file) && !waitsForTranslation(file))
        .map((file) => `${locale}/${file}: missing`),
      ...present
        .filter((file) => kept(file) && !english.includes(file))
        .map((file) => `${locale}/${file}: not in English`),
      ...english
        .filter((file) => kept(file) && present.includes(file))
        .flatMap((file) =>
          fileGaps(path.join(root, file), path.join(root, locale, file)).map(
            (gap) => `${locale}/${file}: ${gap}`,
          ),
        ),
    ];
    const pending = absent.filter(waitsForTranslation);
    return { locale, files: english.length, gaps, pending };
  });
}
