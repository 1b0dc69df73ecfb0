/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { legalProblems, legalRules } from '@/lib/content/legal-rules';
import { localeFolder } from '@/lib/content/read';
import { locales, type Locale } from '@/lib/i18n/locales';
import { withContentCopy } from '../support/content-copy';

// What the law asks the site's texts to say, held in every language (check:content runs it).

const contentDir = withContentCopy('legal');

const fileIn = (locale: Locale, name: string) =>
  path.join(contentDir(), localeFolder(locale), name);
const change = (file: string, edit: (text: string) => string) =>
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
const problemsOf = (locale: Locale, name: string) =>
  legalProblems().filter(({ file }) => file.endsWith(path.join(localeFolder(locale), name)));

/** How each language used to accept the privacy policy, which the law does not ask. */
const ACCEPTED_POLICY: Record<Locale, string> = {
  en: 'By creating an account you accept the {terms} and the {privacy}.',
  pt: 'Ao criares uma conta, aceitas os {terms} e a {privacy}.',
  es: 'Al crear una cuenta, aceptas las {terms} y la {privacy}.',
  fr: 'En créant un compte, vous acceptez les {terms} et la {privacy}.',
};

test('every language says what the law asks', () => {
  expect(legalProblems()).toEqual([]);
});

const cases = legalRules.flatMap((rule) =>
  rule.files.flatMap((name) => locales.map((locale) => [locale, name, rule] as const)),
);

test.each(cases)('%s: %s is refused when it does not say it', (locale, name, rule) => {
  const file = fileIn(locale, name);
  if (rule.carries) change(file, (text) => text.split(rule.carries![0]).join(''));
  if (rule.words) change(file, (text) => text.replace(new RegExp(rule.words![locale], 'g'), '…'));
  if (rule.never) change(file, (text) => `${text}\n# ${ACCEPTED_POLICY[locale]}\n`);
  const [problem] = problemsOf(locale, name);
  expect(problem.problem).toContain(`must ${rule.says} (${rule.law})`);
});

test.each(locales.map((locale) => [locale]))(
  '%s: a legal text that is missing is named',
  (locale) => {
    const [rule] = legalRules;
    fs.rmSync(fileIn(locale, rule.files[0]));
    expect(problemsOf(locale, rule.files[0]).map(({ problem }) => problem)).toContain(
      `must ${rule.says} (${rule.law}): it is missing`,
    );
  },
);
