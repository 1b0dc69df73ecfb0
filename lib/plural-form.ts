import { fill } from './format';

/**
 * A count's sentence for each plural form its language uses (CLDR's zero, one, two, few, many,
 * other) and for exact counts ("=0"), from an ICU plural message (lib/content/plural-message.ts).
 */
export type PluralForms = { other: string } & Partial<Record<string, string>>;

/**
 * The sentence for `count` in the language tagged `tag`, filled in: an exact count's own sentence
 * first, then the form the language's plural rules choose, then `other`. The count is written in
 * the language's digits and separators.
 */
export function pluralForm(
  forms: PluralForms,
  counted: string,
  count: number,
  tag: string,
  values: Record<string, string | number> = {},
): string {
  const sentence =
    forms[`=${count}`] ?? forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return fill(sentence, { ...values, [counted]: new Intl.NumberFormat(tag).format(count) });
}
