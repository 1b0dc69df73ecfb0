/**
 * A fact's history. A fact in content/facts.yaml is either its value, in effect since always, or
 * its values with the day each took effect, newest first:
 *
 *   days:
 *     - { since: 2027-01-04, value: [monday, thursday] }
 *     - { value: [tuesday, friday] }
 *
 * A page reads the value in effect on the day it is built; a dated text (a news article, a letter:
 * lib/content/publication.ts) the one in effect on its day, so a change of fact changes no past
 * article or sent letter. A value from a day to come takes effect on the first build that day.
 */

import { isGroup } from '@/lib/is-group';

/** One of a fact's values: `since` the day it took effect; the oldest may leave it out. */
interface DatedValue {
  since?: string;
  value: unknown;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a node of the facts file is a fact's history (a list of `{ since, value }`). */
export function isHistory(node: unknown): node is DatedValue[] {
  return (
    Array.isArray(node) &&
    node.length > 0 &&
    node.every(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        'value' in item &&
        Object.keys(item).every((key) => key === 'since' || key === 'value'),
    )
  );
}

/** The value of a history in effect on `day`: the newest from that day or before, else the oldest. */
function valueOn(history: DatedValue[], day: string): unknown {
  const inEffect = history
    .filter((entry) => entry.since === undefined || entry.since <= day)
    .sort((a, b) => (b.since ?? '').localeCompare(a.since ?? ''));
  return (inEffect[0] ?? history.at(-1))!.value;
}

/** The facts file's data as in effect on `day` (YYYY-MM-DD): every history down to one value. */
export function factsOn(data: unknown, day: string): unknown {
  if (isHistory(data)) return factsOn(valueOn(data, day), day);
  if (Array.isArray(data)) return data.map((item) => factsOn(item, day));
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, factsOn(value, day)]),
    );
  return data;
}

/** Each history in the facts file, by the fact's dotted name. */
function histories(data: unknown, name = ''): [string, DatedValue[]][] {
  if (isHistory(data)) return [[name, data]];
  if (data && typeof data === 'object' && !Array.isArray(data))
    return Object.entries(data).flatMap(([key, value]) =>
      histories(value, name ? `${name}.${key}` : key),
    );
  return [];
}

/** Every day a fact's value changes on: the facts file is valid as in effect on each. */
export function changeDays(data: unknown): string[] {
  return [
    ...new Set(
      histories(data).flatMap(([, history]) =>
        history.flatMap((entry) => (entry.since === undefined ? [] : [entry.since])),
      ),
    ),
  ].sort();
}

/** What is wrong with the histories themselves, field by field ("payouts.days.1.since: …"). */
export function historyProblems(data: unknown): string[] {
  return histories(data).flatMap(([name, history]) => {
    const days = history.map((entry) => entry.since);
    return history.flatMap((entry, index) => {
      const where = `${name}.${index}.since`;
      if (entry.since === undefined)
        return index === history.length - 1
          ? []
          : [`${where}: missing: only the oldest value, the last, may leave out its day`];
      if (
        typeof entry.since !== 'string' ||
        !DAY.test(entry.since) ||
        Number.isNaN(Date.parse(entry.since))
      )
        return [`${where}: must be the day the value took effect, as an ISO date (YYYY-MM-DD)`];
      if (days.indexOf(entry.since) !== index)
        return [`${where}: ${entry.since} is the day of another value of this fact`];
      const older = days[index + 1];
      if (typeof older === 'string' && older >= entry.since)
        return [`${where}: must be after the day of the value below it (newest first)`];
      return [];
    });
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The facts file's data once `edited` is saved over `before`: `edited` is the file as in effect on
 * `day` (what the CMS's form shows and gives back, factsOn), `before` the file as it is. A fact the
 * edit changed takes its new value from `day`, its value until then kept with its history: changing
 * the payout days in the form changes no article or letter published before. A fact left as it was
 * keeps its history, or its plain value; one changed twice on a day keeps the last change; one
 * changed back loses the day's change. A new fact is in effect since always; one emptied is left
 * empty.
 */
export function withEditsFrom(before: unknown, edited: unknown, day: string): unknown {
  // A fact emptied is a field left empty, which the checks refuse as such: no value to date.
  if (edited === undefined || edited === null || edited === '') return edited;
  if (isHistory(before)) {
    if (same(valueOn(before, day), edited)) return before;
    const earlier = before.filter((entry) => entry.since !== day);
    if (earlier.length && same(valueOn(earlier, day), edited))
      return earlier.length === 1 && earlier[0].since === undefined ? earlier[0].value : earlier;
    return [{ since: day, value: edited }, ...earlier];
  }
  if (isGroup(before) && isGroup(edited))
    return Object.fromEntries(
      Object.entries(edited).map(([key, value]) => [key, withEditsFrom(before[key], value, day)]),
    );
  if (before === undefined || same(before, edited)) return edited;
  return [{ since: day, value: edited }, { value: before }];
}
