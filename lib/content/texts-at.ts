/**
 * Each text a content file's data holds, with the path of its field (`topics.2.items.3.answer`,
 * `body`), in the file's order: a rule that finds a problem in the words names the field, which
 * the CMS then shows by its labels ("Topics › 3 › Items › 4 › Answer").
 */
export function textsAt(data: unknown, at = ''): [string, string][] {
  if (typeof data === 'string') return [[at, data]];
  if (data && typeof data === 'object' && !(data instanceof Date))
    return Object.entries(data).flatMap(([key, inner]) =>
      textsAt(inner, at ? `${at}.${key}` : key),
    );
  return [];
}

/** `problem` as found in the field at `at`: "topics.2.title: <problem>". */
export const atField = (at: string, problem: string) => (at ? `${at}: ${problem}` : problem);
