import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import type { PluralForms } from '@/lib/plural-form';
import { text } from './text';

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** One option's words as a {placeholder} template: `#` becomes the counted argument. */
function optionTemplate(elements: MessageFormatElement[], counted: string, problems: string[]) {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.argument) return `{${element.value}}`;
      if (element.type === TYPE.pound) return `{${counted}}`;
      problems.push('a plural option may hold only words, {arguments} and #');
      return '';
    })
    .join('');
}

/**
 * A count's sentences as one ICU plural message over `counted`, e.g.
 * `{count, plural, =0 {No page} one {# page} other {# pages}}`, with a sentence for each plural
 * form its language needs. It is parsed here, at build time, into one {placeholder} template per
 * form, so the browser picks a sentence with the language's own plural rules (lib/plural-form.ts)
 * and ships no message parser. Arguments outside `known`, or a sentence missing one of
 * `required`, fail the build as `template` does.
 */
export function pluralMessage(
  counted: string,
  known: readonly string[],
  required: readonly string[] = [],
) {
  return text.transform((value, context): PluralForms => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let elements: MessageFormatElement[];
    try {
      elements = parse(value, { ignoreTag: true, requiresOtherClause: false });
    } catch (error) {
      return fail(`is not an ICU message: ${(error as Error).message}`);
    }
    const [plural] = elements;
    if (elements.length !== 1 || plural.type !== TYPE.plural || plural.value !== counted)
      return fail(`must be one plural message: {${counted}, plural, one {…} other {…}}`);
    if (!('other' in plural.options)) return fail('must have an `other` sentence');
    const problems: string[] = [];
    const forms: PluralForms = { other: '' };
    for (const [selector, option] of Object.entries(plural.options)) {
      if (!CATEGORIES.has(selector) && !/^=\d+$/.test(selector))
        problems.push(
          `"${selector}" is neither a plural form (${[...CATEGORIES].join(', ')}) nor =N`,
        );
      const sentence = optionTemplate(option.value, counted, problems);
      const used = [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const name of used.filter((name) => name !== counted && !known.includes(name)))
        problems.push(
          `{${name}} is not known here (known: ${known.map((k) => `{${k}}`).join(' ')})`,
        );
      for (const name of required.filter((name) => !used.includes(name)))
        problems.push(`its "${selector}" sentence must contain {${name}}`);
      forms[selector] = sentence;
    }
    if (problems.length > 0) return fail([...new Set(problems)].join('; '));
    return forms;
  });
}
