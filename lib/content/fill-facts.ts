import { ContentError } from './errors';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { factTexts, loadFacts } from './facts';

/**
 * A fact in copy: its dotted name from content/facts.yaml in braces, "{fees.goods}", perhaps with
 * the form a sentence needs after a colon, "{market.countries:in}". The dot keeps it apart from
 * the one-word {placeholders} that templates fill later ({site}, {page}, {query}).
 */
export const FACT_PLACEHOLDER = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+(?::[a-z]+)?)\}/g;

/** The facts of a group, for the message about a name that is not one of them. */
function near(name: string, known: ReadonlyMap<string, string>): string {
  const group = name.slice(0, name.indexOf('.') + 1);
  const names = [...known.keys()].filter((fact) => fact.startsWith(group));
  return names.length
    ? ` (${group.slice(0, -1)} has: ${names.map((fact) => `{${fact}}`).join(' ')})`
    : '';
}

/**
 * `data` read from `file` with every {fact} in its strings replaced by the fact's text in
 * `locale`. The facts are loaded at the first placeholder only, so a file without any reads no
 * facts file. A name that is not a fact stops the build, naming the file, the field and the
 * placeholder. A dated text names its `day` (YYYY-MM-DD) and reads the facts in effect then; the
 * rest read those of the day of the build.
 */
export function fillFacts(
  data: unknown,
  file: string,
  locale: Locale = defaultLocale,
  day?: string,
): unknown {
  let known: ReadonlyMap<string, string> | undefined;
  const problems: string[] = [];
  const fill = (node: unknown, field: string[]): unknown => {
    if (typeof node === 'string')
      return node.replace(FACT_PLACEHOLDER, (placeholder, name: string) => {
        known ??= factTexts(locale, loadFacts(day));
        const text = known.get(name);
        if (text !== undefined) return text;
        const where = field.length ? field.join('.') : '(file)';
        problems.push(
          `${where}: ${placeholder} is not a fact in content/facts.yaml${near(name, known)}`,
        );
        return placeholder;
      });
    if (Array.isArray(node))
      return node.map((item, index) => fill(item, [...field, String(index)]));
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [key, fill(value, [...field, key])]),
      );
    return node;
  };
  const filled = fill(data, []);
  if (problems.length) throw new ContentError(file, problems);
  return filled;
}
